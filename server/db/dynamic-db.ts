import type { Kysely } from 'kysely';
import type { DB } from './db-types.ts';

/**
 * The one door out of Kysely<DB>'s types. The generic record, list and export code picks its table
 * and columns from a resource declaration at run time (`def.table`, a field's key), which no static
 * type can name: those modules take a DynamicDb (or call dynamicDb on a typed handle); every other
 * module takes Kysely<DB>, so a misspelt table or column fails the typecheck there.
 */
export type DynamicDb = Kysely<any>;

export const dynamicDb = (db: Kysely<DB>): DynamicDb => db as DynamicDb;
