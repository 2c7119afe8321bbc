import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { AppError } from '../../core/errors.ts';
import { checkStorageKey, type FileStorage } from './file-storage.ts';

/** Where an S3-compatible store is and how to sign for it (FILES_URL=s3://bucket/prefix and S3_*). */
export interface S3Location {
  /** http(s)://host[:port] of the service (MinIO, a cloud's S3 endpoint); buckets go in the path. */
  endpoint: string;
  bucket: string;
  /** Keys are stored under this folder of the bucket: '' or 'crm/files/' (with the trailing slash). */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * A store that has not answered (its status line) this long is taken as unreachable: the request
 * answers 503, not hangs. The body is not timed: a zip streams many objects one after another.
 */
const answerTimeoutMs = 30_000;

export const s3Texts = {
  unavailable: 'Хранилище файлов недоступно. Попробуйте ещё раз через минуту или сообщите администратору.',
};

/**
 * The file store on an S3-compatible object service, over its REST API: PUT, GET and DELETE of one
 * object, path-style addresses (`endpoint/bucket/key`, which MinIO and local servers take and which
 * needs no DNS name per bucket), each request signed with AWS Signature V4 by aws4fetch. A PUT is
 * whole or nothing on S3 itself, so a reader never sees half a file, as on the local disk.
 */
export function s3Storage(location: S3Location): FileStorage {
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    region: location.region,
    service: 's3',
    // aws4fetch retries 5xx and 429 ten times by default (about a minute); two keep a flaky store usable
    // without holding a request that long.
    retries: 2,
  });
  const base = `${location.endpoint.replace(/\/+$/, '')}/${location.bucket}/${location.prefix}`;

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array): Promise<Response> {
    const url = base + checkStorageKey(key);
    const headers: Record<string, string> = {};
    // The payload's hash is signed, so the store refuses bytes changed on the way.
    if (body) headers['x-amz-content-sha256'] = createHash('sha256').update(body).digest('hex');
    const silent = new AbortController();
    const timer = setTimeout(() => silent.abort(new Error(`no answer in ${answerTimeoutMs} ms`)), answerTimeoutMs);
    let res: Response;
    try {
      res = await client.fetch(url, {
        method,
        body: body as Uint8Array<ArrayBuffer> | undefined,
        headers,
        signal: silent.signal,
      });
    } catch (error) {
      throw unavailable(new Error(`S3 ${method} ${key}: the store did not answer`, { cause: error }));
    } finally {
      clearTimeout(timer);
    }
    if (res.ok) return res;
    const detail = (await res.text().catch(() => '')).slice(0, 500);
    // A missing object is an answer (null); a missing bucket is a set-up fault like a wrong key.
    if (res.status === 404 && method !== 'PUT' && !detail.includes('NoSuchBucket')) return res;
    const failure = new Error(`S3 ${method} ${key}: ${res.status} ${detail}`);
    // Overloaded or down (502–504) is worth a retry by the user; anything else (403 for a wrong key or
    // signature, 404 for a missing bucket) is a set-up fault that the log must show as it is.
    if (res.status >= 502 && res.status <= 504) throw unavailable(failure);
    throw failure;
  }

  return {
    async put(key, data) {
      await (await send('PUT', key, data)).arrayBuffer();
    },
    async read(key) {
      const res = await send('GET', key);
      return res.status === 404 ? null : Buffer.from(await res.arrayBuffer());
    },
    async stream(key) {
      const res = await send('GET', key);
      if (res.status === 404 || !res.body) return null;
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    async remove(key) {
      await (await send('DELETE', key)).arrayBuffer();
    },
  };
}

/** A 503 the user may retry; the cause is what the server's log shows (server/http/error-handler.ts). */
function unavailable(cause: Error): AppError {
  return Object.assign(new AppError('unavailable', s3Texts.unavailable), { cause });
}
