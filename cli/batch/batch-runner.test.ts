import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.ts';
import { plainIo } from '../io.ts';
import { runBatch } from './batch-runner.ts';
import { type BatchRun, newRun } from './resume-file.ts';

function quietIo() {
  const out: string[] = [];
  return { io: { ...plainIo(), stdout: { write: (t: string) => out.push(t) } }, out };
}

const file = () => join(mkdtempSync(join(tmpdir(), 'batch-')), 'run.json');

describe('runBatch', () => {
  it('sends one stable key per item and removes the resume file when all succeed', async () => {
    const run = newRun('update', 'tasks', {}, ['1', '2']);
    const seen: string[] = [];
    const path = file();
    const outcome = await runBatch({
      run,
      resumeFile: path,
      title: 't',
      io: quietIo().io,
      apply: async (item, key) => {
        seen.push(`${item}:${key}`);
      },
    });
    expect(seen).toEqual([`1:crm-batch:${run.run_id}:1`, `2:crm-batch:${run.run_id}:2`]);
    expect(outcome).toMatchObject({ done: 2, failed: [], interrupted: false });
    expect(existsSync(path)).toBe(false);
  });

  it('keeps failures in the resume file and retries only unfinished items on resume', async () => {
    const run = newRun('update', 'tasks', {}, ['1', '2', '3']);
    const path = file();
    const { io, out } = quietIo();
    const first = await runBatch({
      run,
      resumeFile: path,
      title: 't',
      io,
      apply: async (item) => {
        if (item === '2') throw new Error('нельзя');
      },
    });
    expect(first.failed.map((f) => f.item)).toEqual(['2']);
    expect(out).toContain('ошибка 2: нельзя\n');
    const saved = JSON.parse(readFileSync(path, 'utf8')) as BatchRun;
    const again: string[] = [];
    await runBatch({
      run: saved,
      resumeFile: path,
      title: 't',
      io,
      apply: async (item) => {
        again.push(item);
      },
    });
    expect(again).toEqual(['2']);
  });

  it('stops at an interruption or a fatal error, leaving the rest pending', async () => {
    const controller = new AbortController();
    const run = newRun('delete', 'tasks', {}, ['1', '2', '3']);
    const outcome = await runBatch({
      run,
      resumeFile: file(),
      title: 't',
      io: quietIo().io,
      signal: controller.signal,
      apply: async () => {
        controller.abort();
      },
    });
    expect(outcome).toMatchObject({ done: 1, interrupted: true });
    const denied = await runBatch({
      run: newRun('delete', 'tasks', {}, ['1', '2']),
      resumeFile: file(),
      title: 't',
      io: quietIo().io,
      apply: async () => {
        throw new CliError('Нет доступа', 1, true);
      },
    });
    expect(denied).toMatchObject({ done: 0, failed: [], interrupted: true, stoppedBy: 'Нет доступа' });
  });
});
