import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { samplePng } from '../../tests/fixtures/sample-files.ts';
import { checkStorageKey } from './file-storage.ts';
import { localDiskStorage } from './local-disk-storage.ts';

describe('local disk file storage', () => {
  it('puts, reads, streams and removes an object under its root', async () => {
    const root = mkdtempSync(join(tmpdir(), 'crm-store-'));
    const store = localDiskStorage(root);
    await store.put('individuals/1/2.png', samplePng);
    expect((await store.read('individuals/1/2.png'))?.equals(samplePng)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const c of (await store.stream('individuals/1/2.png'))!) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(samplePng)).toBe(true);
    await store.remove('individuals/1/2.png');
    expect(await store.read('individuals/1/2.png')).toBeNull();
    expect(await store.stream('individuals/1/2.png')).toBeNull();
    expect(readdirSync(join(root, 'individuals', '1'))).toEqual([]);
  });

  it.each(['../x.png', '/etc/passwd', 'a/../../b.png', 'a\\b.png', 'A.png', 'a/b', ''])('refuses the key %j', (key) => {
    expect(() => checkStorageKey(key)).toThrow();
  });
});
