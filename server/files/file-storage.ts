import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are made by the server only (`individuals/12/345.pdf`), never
 * from a name a client sent; the local disk store (local-disk-storage.ts) keeps them under
 * DATA_DIR/files, and an S3-compatible store can take its place by implementing these four calls.
 */
export interface FileStorage {
  /** Stores the whole object or nothing (a reader never sees half a file). */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The object as a stream (zip archives read many files without holding them all), or null. */
  stream(key: string): Promise<Readable | null>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

const keyPattern = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.[a-z0-9]+$/;

/** Refuses a key that could leave the store's root (`..`, an absolute path, a backslash). */
export function checkStorageKey(key: string): string {
  if (!keyPattern.test(key) || key.length > 200) throw new Error(`bad storage key «${key}»`);
  return key;
}
