import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePng } from '../../tests/fixtures/sample-files.ts';
import { type LocalS3, startLocalS3 } from '../../tests/fixtures/s3-server.ts';
import { copyFolderToStore } from './copy-to-store.ts';
import { s3Storage } from './s3-storage.ts';

// docs/operations.md «Файлы в S3-совместимом хранилище»: the command that moves DATA_DIR/files into
// the bucket before the server is switched to FILES_URL=s3://…, run as an operator runs it.
let s3: LocalS3;
let dataDir: string;
const cli = join(import.meta.dirname, 'copy-to-store-cli.ts');
const photo = randomBytes(70_000);

beforeAll(async () => {
  s3 = await startLocalS3();
  dataDir = mkdtempSync(join(tmpdir(), 'crm-copy-'));
  const files = join(dataDir, 'files');
  mkdirSync(join(files, 'individuals', '4'), { recursive: true });
  mkdirSync(join(files, 'calc', 'items'), { recursive: true });
  writeFileSync(join(files, 'individuals', '4', '17.png'), samplePng);
  writeFileSync(join(files, 'calc', 'items', '3.jpg'), photo);
  // What an interrupted atomic write leaves beside a file: no key of the server's, not copied.
  writeFileSync(join(files, 'individuals', '4', '18.png.0a1b.tmp'), 'half');
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const run = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', cli], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
  });

describe('npm run files:copy-to-s3', () => {
  it('copies every server file under its key and skips leftovers', { timeout: 30_000 }, async () => {
    const { stdout } = await run({
      FILES_URL: `s3://${s3.location.bucket}/crm`,
      S3_ENDPOINT: s3.location.endpoint,
      S3_ACCESS_KEY_ID: s3.location.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.location.secretAccessKey,
    });
    expect(stdout).toContain('Готово: скопировано файлов 2 (0,1 МБ), пропущено 1');
    expect(stdout).toContain('пропущен (не файл сервера): individuals/4/18.png.0a1b.tmp');
    expect(s3.objectKeys()).toEqual(['crm/calc/items/3.jpg', 'crm/individuals/4/17.png']);
    const store = s3Storage({ ...s3.location, prefix: 'crm/' });
    expect((await store.read('calc/items/3.jpg'))?.equals(photo)).toBe(true);
    expect((await store.read('individuals/4/17.png'))?.equals(samplePng)).toBe(true);
  });

  it('is run again after a cut without harm: the same keys, the same bytes', async () => {
    const store = s3Storage({ ...s3.location, prefix: 'crm/' });
    const report = await copyFolderToStore(join(dataDir, 'files'), store);
    expect(report).toMatchObject({ copied: 2, skipped: ['individuals/4/18.png.0a1b.tmp'] });
    expect(s3.objectKeys()).toEqual(['crm/calc/items/3.jpg', 'crm/individuals/4/17.png']);
    expect((await store.read('calc/items/3.jpg'))?.equals(photo)).toBe(true);
  });
});
