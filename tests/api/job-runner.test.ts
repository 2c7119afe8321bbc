import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users.ts';
import { enqueueJob } from '../../server/jobs/job-queue.ts';
import { createJobRunner, MAX_ATTEMPTS } from '../../server/jobs/job-runner.ts';
import { NOTIFY_CHANNEL, parseEvent } from '../../server/realtime/publish.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// DESIGN.md §2 'background jobs: a jobs table polled with FOR UPDATE SKIP LOCKED' (durable, no extra
// server); issue 12: 'Mass sending runs as a background job with progress on the user's notification channel'.

let t: TestApp;
let admin: Credentials;
let adminId: number;
const events: { channel: string; data: any }[] = [];
let unlisten: () => Promise<void>;
const runs: { id: number; attempt: number }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  adminId = await userIdOf('admin@test.local');
  unlisten = await t.database.listen(NOTIFY_CHANNEL, (payload) => {
    const event = parseEvent(payload);
    if (event) events.push(event);
  });
  t.app.jobs.register(
    'test_count',
    async ({ job, progress }) => {
      runs.push({ id: job.id, attempt: job.attempt });
      const n = Number(job.payload.n);
      for (let i = 1; i <= n; i++) await progress(i, n);
      return { counted: n, notice: { type: 'success', text: 'Посчитано' } };
    },
    { failureText: 'Ошибка счёта' },
  );
  t.app.jobs.register(
    'test_fail',
    async () => {
      throw new Error('Почтовый сервер недоступен');
    },
    { failureText: 'Ошибка рассылки' },
  );
});
afterAll(async () => {
  await unlisten?.();
  await t?.close();
});

const userIdOf = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id as number;

describe('background jobs', () => {
  it('runs a queued job, keeps its progress and result and tells its owner live', async () => {
    const owner = adminId;
    const id = await enqueueJob(t.db, { kind: 'test_count', payload: { n: 3 }, userId: owner });
    expect(await t.app.jobs.drain()).toBe(1);
    const view = (await t.api('GET', `/api/jobs/${id}`, admin)).json();
    expect(view).toMatchObject({
      id,
      done: true,
      failed: false,
      progress: { done: 3, total: 3 },
      result: { counted: 3, notice: { type: 'success', text: 'Посчитано' } },
    });
    await new Promise((r) => setTimeout(r, 50));
    const mine = events.filter((e) => e.channel === `/notification/${owner}` && e.data.job_id === id);
    expect(mine.map((e) => e.data.type)).toEqual(['job_progress', 'job_progress', 'job_progress', 'job_done']);
  });

  it('shows a job to its owner only', async () => {
    const id = await enqueueJob(t.db, { kind: 'test_count', payload: { n: 1 }, userId: adminId });
    await t.app.jobs.drain();
    const other = await t.loginAs('demo-accountant@crm.local', DEMO_PASSWORD);
    expect((await t.api('GET', `/api/jobs/${id}`, other)).statusCode).toBe(404);
    expect((await t.api('GET', '/api/jobs/abc', admin)).statusCode).toBe(404);
  });

  it('retries a failing job and ends it as failed after the last attempt', async () => {
    const id = await enqueueJob(t.db, { kind: 'test_fail', payload: {}, userId: adminId });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await t.app.jobs.runOnce()).toBe(true);
      // The retry waits; make it due now instead of sleeping.
      await t.db.updateTable('jobs').set({ run_at: sql`now()` }).where('id', '=', id).execute();
    }
    expect(await t.app.jobs.runOnce()).toBe(false);
    const row = await t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, failed: true, last_error: 'Почтовый сервер недоступен' });
    expect(row.done_at).not.toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    const failed = events.find((e) => e.data?.job_id === id && e.data.type === 'job_failed');
    expect(failed?.data).toMatchObject({ text: 'Ошибка рассылки', error: 'Почтовый сервер недоступен' });
  });

  it('takes again a job whose worker died (its lease ran out), and not one still leased', async () => {
    const id = await enqueueJob(t.db, { kind: 'test_count', payload: { n: 1 }, userId: null });
    // As a process that took the job and died: attempt 1 counted, lease still running.
    await t.db
      .updateTable('jobs')
      .set({ attempts: 1, locked_until: sql`now() + interval '1 minute'` })
      .where('id', '=', id)
      .execute();
    expect(await t.app.jobs.runOnce()).toBe(false);
    await t.db
      .updateTable('jobs')
      .set({ locked_until: sql`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    expect(await t.app.jobs.runOnce()).toBe(true);
    expect(runs.filter((r) => r.id === id)).toEqual([{ id, attempt: 2 }]);
  });

  it('two runners polling one table run each job exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++)
      ids.push(await enqueueJob(t.db, { kind: 'test_count', payload: { n: 0 }, userId: null }));
    const second = createJobRunner(t.db);
    second.register(
      'test_count',
      async ({ job }) => {
        runs.push({ id: job.id, attempt: job.attempt });
        return null;
      },
      { failureText: 'Ошибка' },
    );
    await Promise.all([t.app.jobs.drain(), second.drain()]);
    const counts = ids.map((id) => runs.filter((r) => r.id === id).length);
    expect(counts).toEqual(ids.map(() => 1));
  });
});
