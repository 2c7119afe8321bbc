import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Spec 02 §7 'POST /api/tasks/{id}/close and /reopen'; §8 'Task: open, resolved, closed; close and
// reopen are actions'; DESIGN.md §8 'tasks Открыта, Решена, Закрыта'. Who may: the assignee, the
// author or an admin (docs/decisions.md).
let t: TestApp;
let admin: Credentials;
let manager: Credentials;
let logist: Credentials;
let accountant: Credentials;
let managerId: number;
let logistId: number;

const idOf = async (as: Credentials) => (await t.api('GET', '/api/me', as)).json().id as number;

async function newTask(as: Credentials, assignee: number) {
  const res = await t.api('POST', '/api/tasks', as, { task: { title: 'Позвонить клиенту', assigned_to_id: assignee } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: number; user_id: number };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  manager = await t.loginAs('demo-manager@crm.local', DEMO_PASSWORD);
  logist = await t.loginAs('demo-logist@crm.local', DEMO_PASSWORD);
  accountant = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
  managerId = await idOf(manager);
  logistId = await idOf(logist);
});
afterAll(() => t?.close());

describe('closing and reopening a task', () => {
  it('starts open (Открыта) with its author set', async () => {
    const task = await newTask(manager, logistId);
    expect(task).toMatchObject({ status: 1, user_id: managerId });
  });

  it.each([
    ['its assignee', () => logist],
    ['its author', () => manager],
    ['an admin', () => admin],
  ])('is allowed to %s, and idempotent', async (_, who) => {
    const task = await newTask(manager, logistId);
    const closed = await t.api('POST', `/api/tasks/${task.id}/close`, who());
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().status).toBe(3);
    const again = await t.api('POST', `/api/tasks/${task.id}/close`, who());
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe(3);
    const reopened = await t.api('POST', `/api/tasks/${task.id}/reopen`, who());
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().status).toBe(1);
    expect((await t.api('POST', `/api/tasks/${task.id}/reopen`, who())).json().status).toBe(1);
  });

  it('closes a resolved (Решена) task and reopens it as open', async () => {
    const task = await newTask(manager, logistId);
    await t.api('PUT', `/api/tasks/${task.id}`, logist, { task: { status: 2 } });
    expect((await t.api('POST', `/api/tasks/${task.id}/close`, logist)).json().status).toBe(3);
  });

  it('is refused with 403 No access to anyone else, and changes nothing', async () => {
    const task = await newTask(manager, logistId);
    const refused = await t.api('POST', `/api/tasks/${task.id}/close`, accountant);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toBe('No access');
    expect((await t.api('GET', `/api/tasks/${task.id}`, admin)).json().status).toBe(1);
  });

  it('answers 404 for a missing task and for a malformed id', async () => {
    expect((await t.api('POST', '/api/tasks/999999999/close', admin)).statusCode).toBe(404);
    expect((await t.api('POST', '/api/tasks/abc/reopen', admin)).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await t.api('POST', '/api/tasks/1/close', null)).statusCode).toBe(401);
  });
});

describe('the tasks list', () => {
  it('sorts by id descending by default (spec 01 §8) and counts a user’s open tasks', async () => {
    const items = (await t.api('GET', '/api/tasks', admin)).json().items as { id: number }[];
    expect(items.map((x) => x.id)).toEqual([...items.map((x) => x.id)].sort((a, b) => b - a));
    // The side navigation's count (console/app/useOpenTasksCount.ts) asks exactly this.
    const open = `/api/tasks?filter=assigned_to_id=${logistId};status=1&fields=id`;
    const before = (await t.api('GET', open, logist)).json().meta.total as number;
    const task = await newTask(manager, logistId);
    expect((await t.api('GET', open, logist)).json().meta.total).toBe(before + 1);
    await t.api('POST', `/api/tasks/${task.id}/close`, logist);
    expect((await t.api('GET', open, logist)).json().meta.total).toBe(before);
  });
});

describe('the demo data (issue 14 item 6)', () => {
  it('has open and closed tasks', async () => {
    const rows = await t.db.selectFrom('tasks').select('status').distinct().orderBy('status').execute();
    expect(rows.map((r) => r.status)).toEqual([1, 2, 3]);
  });
});
