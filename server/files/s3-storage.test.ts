import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.ts';
import { type LocalS3, startLocalS3 } from '../../tests/fixtures/s3-server.ts';
import type { FileStorage } from './file-storage.ts';
import { s3Storage, s3Texts } from './s3-storage.ts';

// Issue 26 item 5: «Files on an S3-compatible object store as an alternative to the local folder
// (FILES_URL=s3://…), tested against a local S3-compatible server started by the test.»
let s3: LocalS3;
let store: FileStorage;

beforeAll(async () => {
  s3 = await startLocalS3();
  store = s3Storage({ ...s3.location, prefix: 'crm/' });
});
afterAll(() => s3?.close());

const streamed = async (key: string) => {
  const stream = await store.stream(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('S3-compatible file storage', () => {
  it('puts, reads, streams and removes an object under its prefix, every byte intact', async () => {
    // Every byte value, and more than one network chunk, so no text decoding or truncation slips by.
    const bytes = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(300_000)]);
    await store.put('individuals/7/11.pdf', bytes);
    expect(s3.objectKeys()).toEqual(['crm/individuals/7/11.pdf']);
    expect((await store.read('individuals/7/11.pdf'))?.equals(bytes)).toBe(true);
    expect((await streamed('individuals/7/11.pdf'))?.equals(bytes)).toBe(true);

    await store.put('individuals/7/11.pdf', Buffer.from('second'));
    expect((await store.read('individuals/7/11.pdf'))?.toString()).toBe('second');

    await store.remove('individuals/7/11.pdf');
    expect(s3.objectKeys()).toEqual([]);
    expect(await store.read('individuals/7/11.pdf')).toBeNull();
    expect(await streamed('individuals/7/11.pdf')).toBeNull();
  });

  it('answers null for a missing key and removes one without complaint', async () => {
    expect(await store.read('individuals/1/404.png')).toBeNull();
    expect(await store.stream('individuals/1/404.png')).toBeNull();
    await expect(store.remove('individuals/1/404.png')).resolves.toBeUndefined();
  });

  it('refuses a key that could leave its prefix before any request', async () => {
    await expect(store.put('../other/1.png', Buffer.from('x'))).rejects.toThrow(/bad storage key/);
  });

  it('is refused by the server when signed with a wrong secret key, and stores nothing', async () => {
    const forged = s3Storage({ ...s3.location, secretAccessKey: 'not-the-secret' });
    await expect(forged.put('individuals/1/1.png', Buffer.from('x'))).rejects.toThrow(
      /^S3 PUT individuals\/1\/1\.png: 403 .*SignatureDoesNotMatch/s,
    );
    await expect(forged.read('individuals/1/1.png')).rejects.toThrow(/403 .*SignatureDoesNotMatch/s);
    expect(s3.objectKeys()).toEqual([]);
  });

  it('takes a missing bucket for a set-up fault, not for a missing file', async () => {
    const elsewhere = s3Storage({ ...s3.location, bucket: 'no-such-bucket' });
    await expect(elsewhere.read('individuals/1/1.png')).rejects.toThrow(
      /^S3 GET individuals\/1\/1\.png: 404 .*NoSuchBucket/s,
    );
    await expect(elsewhere.remove('individuals/1/1.png')).rejects.toThrow(/404 .*NoSuchBucket/s);
  });

  it('is a 503 the user may retry when the store does not answer', async () => {
    const down = s3Storage({ ...s3.location, endpoint: 'http://127.0.0.1:1' });
    const failure = await down.read('individuals/1/1.png').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 503, message: s3Texts.unavailable });
    expect(String((failure as Error).cause)).toMatch(/S3 GET individuals\/1\/1\.png: the store did not answer/);
  });
});
