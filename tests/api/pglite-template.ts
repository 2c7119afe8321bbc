import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { type Database, openPGlite } from '../../server/db/database.ts';

/**
 * The embedded test database every API test file starts from: migrated and seeded once per run
 * (global-setup.ts), kept as a data-dir tarball of about 20 MB that a test file loads in about half
 * a second. A data dir as PGlite makes it dumps to 70 MB and loads in 3–11 s on a busy machine:
 * 16 MB WAL segments (the current one plus those recycled ahead of it), the template0 and
 * template1 databases (7 MB each) and 128 MB of shared buffers cleared at every start. The
 * template is made with 1 MB WAL segments, without the two template databases (nothing here runs
 * CREATE DATABASE on PGlite), and the tarball keeps only the WAL segment the last checkpoint is in.
 */

/** Small shared buffers: a test database is 20 MB, and clearing 128 MB took most of a start. */
const TEST_SETTINGS = { shared_buffers: '16MB' };

export async function writePGliteTemplate(path: string, fill: (database: Database) => Promise<void>): Promise<void> {
  const database = await openPGlite({ initdbArgs: ['--wal-segsize=1'], settings: TEST_SETTINGS });
  try {
    await fill(database);
    const { db } = database;
    await sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`.execute(db);
    // DROP DATABASE refuses a transaction block: each runs on its own.
    await sql`drop database template0`.execute(db);
    await sql`drop database template1`.execute(db);
    await sql`checkpoint`.execute(db);
    const tar = new Uint8Array(await (await database.pglite!.dumpDataDir('none')).arrayBuffer());
    const { rows } = await sql<{ redo: string; current: string }>`
      select redo_wal_file as redo, pg_walfile_name(pg_current_wal_lsn()) as current from pg_control_checkpoint()`.execute(
      db,
    );
    writeFileSync(path, withoutWalSegmentsBut(tar, [rows[0].redo, rows[0].current]));
  } finally {
    await database.close();
  }
}

/**
 * The template's bytes, read once per worker (the files of a worker share this module,
 * `isolate: false`), handed to each start as a Blob would be. PGlite only calls `arrayBuffer()` on
 * it and reads the bytes without changing them (it untars them into its in-memory files). A new
 * Blob per start copied the 23 MB into it (0.11 s), and reading a reused Blob back went in small
 * chunks joined again (0.26 s): both were a third of a test file's database start.
 */
const templates = new Map<string, ArrayBuffer>();
export function templateBlob(path: string): Blob {
  let bytes = templates.get(path);
  if (!bytes) {
    const file = readFileSync(path);
    // A file this large has a buffer of its own: no copy unless it shares one.
    bytes = (
      file.byteOffset === 0 && file.byteLength === file.buffer.byteLength
        ? file.buffer
        : file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength)
    ) as ArrayBuffer;
    templates.set(path, bytes);
  }
  const shared = bytes;
  return { type: '', size: shared.byteLength, arrayBuffer: async () => shared } as Blob;
}

export async function openPGliteTemplate(path: string): Promise<Database> {
  return openPGlite({ loadDataDir: templateBlob(path), settings: TEST_SETTINGS });
}

const BLOCK = 512;
const walSegment = /(^|\/)pg_wal\/([0-9A-F]{24})$/;

function text(block: Uint8Array, from: number, length: number): string {
  const raw = Buffer.from(block.subarray(from, from + length)).toString('latin1');
  const end = raw.indexOf('\0');
  return end < 0 ? raw : raw.slice(0, end);
}

/**
 * The tarball without the WAL segments PostgreSQL only keeps for reuse: after a checkpoint, start
 * reads from the segment holding its redo point (up to the current one); the others are recycled
 * files ahead of it.
 */
export function withoutWalSegmentsBut(tar: Uint8Array, keep: string[]): Uint8Array {
  const parts: Uint8Array[] = [];
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const prefix = text(header, 345, 155);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const segment = walSegment.exec(name);
    if (!segment || keep.includes(segment[2])) parts.push(tar.subarray(at, at + length));
    at += length;
  }
  parts.push(new Uint8Array(BLOCK * 2));
  return Buffer.concat(parts);
}
