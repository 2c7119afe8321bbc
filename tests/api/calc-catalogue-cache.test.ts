import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueReader } from '../../server/actions/calc/calc-catalogue.ts';
import { startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** A listener under the test's control: notices and connection losses come when the test says. */
function fakeListen() {
  const hooks: { notice?: () => void; connection?: (up: boolean) => void } = {};
  const listen = async (_channel: string, onPayload: (p: string) => void, onConnection?: (up: boolean) => void) => {
    hooks.notice = () => onPayload('');
    hooks.connection = onConnection;
    return async () => undefined;
  };
  return { listen, hooks };
}

const renameSetting = (value: string) =>
  sql`update calc_settings set value = ${value} where name = 'driving_minutes'`.execute(t.db);

describe('the cached calculator catalogue', () => {
  it('is trusted while listening, dropped on a notice, and re-checked while the listener is down', async () => {
    const { listen, hooks } = fakeListen();
    const { read, stop } = catalogueReader(t.db, listen);
    await Promise.resolve();
    const first = await read();
    const original = first.settings.driving_minutes;

    // A change whose notice has not come: the listening reader keeps its copy (no query per estimate).
    await renameSetting('7');
    expect((await read()).settings.driving_minutes).toBe(original);
    // The notice comes: the next read sees the change.
    hooks.notice?.();
    expect((await read()).settings.driving_minutes).toBe('7');

    // The listening connection is lost: notices may be missed, so every read checks the version.
    hooks.connection?.(false);
    await renameSetting('8');
    expect((await read()).settings.driving_minutes).toBe('8');
    // Back: trusted again after one check.
    hooks.connection?.(true);
    await read();
    await renameSetting(String(original));
    expect((await read()).settings.driving_minutes).toBe('8');
    hooks.notice?.();
    expect((await read()).settings.driving_minutes).toBe(String(original));
    await stop();
  });

  it('checks the version on every read without a listener', async () => {
    const { read } = catalogueReader(t.db);
    const before = (await read()).settings.driving_minutes;
    await renameSetting('9');
    expect((await read()).settings.driving_minutes).toBe('9');
    await renameSetting(String(before));
  });
});
