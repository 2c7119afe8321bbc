import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements that change the schema: a plan prepared before one may no longer fit the tables. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate|comment|reindex|grant|revoke|do|import|discard|deallocate)\b/i;
/**
 * A list read (a page, a search: every one has a LIMIT) is planned for its values each time, as an
 * unnamed statement: after five runs Postgres would keep a generic plan, which cannot see a page's
 * bounds, a filter's value or a search pattern, and at 1M orders made the bench's list SQL 25–40 %
 * slower. Planning is a small part of such a read; it is most of a short statement by key.
 */
const PLANNED_EACH_TIME = /\blimit\b/i;
/** PostgreSQL's «cached plan must not change result type»: the statement is prepared again next time. */
const STALE_PLAN = '0A000';

/** Names unique in the process: two drivers over one backend (a test's) never take each other's. */
let lastName = 0;

interface Prepared {
  /** '' for a statement parsed again with each run (PLANNED_EACH_TIME). */
  name: string;
  /** The parameters' type oids, as the server inferred them: each value is serialized by its type. */
  types: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Runs every query of the app as a named prepared statement of the one PGlite backend, prepared
 * the first time its text is seen. `PGlite.query` sends each statement unnamed, in six calls into
 * the WebAssembly module (parse, describe, bind, describe, execute, sync), so Postgres parsed,
 * analysed and planned every statement again: a record's read-back with its owner's name cost
 * 0.6–0.9 ms where the prepared one costs 0.12–0.19 ms, and `select $1` 0.10 ms against 0.03 ms
 * (decisions.md, «CI, fifth step»). Here a known statement is one call (bind, describe, execute,
 * sync), and after five runs Postgres keeps its generic plan when that is no dearer than a custom one.
 * A list read is the exception (PLANNED_EACH_TIME): parsed and planned for its values each time, still
 * in one call.
 *
 * Results, errors and the sync to disk are what `PGlite.query` gives: its own parsers turn the rows
 * into values, a failed statement throws its DatabaseError with the query and parameters on it.
 * At most `limit` statements stay prepared (the least recently used are closed), and a statement
 * that changes the schema closes them all.
 */
export class PGliteStatements {
  readonly #prepared = new Map<string, Prepared>();

  constructor(
    private readonly pglite: PGlite,
    private readonly limit = 500,
  ) {}

  query<R>(text: string, params: readonly unknown[] = []): Promise<Results<R>> {
    if (SCHEMA_CHANGE.test(text)) return this.#changeSchema<R>(text, params);
    return this.pglite._runExclusiveQuery(async () => {
      try {
        const statement = this.#recent(text) ?? (await this.#prepare(text));
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = this.pglite.serializers[statement.types[i]];
          return serializer ? serializer(value) : String(value);
        });
        const messages = await this.pglite.execProtocolStream(
          concat([
            ...(statement.name ? [] : [serialize.parse({ text })]),
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: true },
        );
        return parse.parseResults(messages, this.pglite.parsers)[0] as Results<R>;
      } catch (error) {
        if ((error as { code?: string }).code === STALE_PLAN) await this.#close([text]);
        throw Object.assign(error as object, { query: text, params });
      }
    });
  }

  /** Closes every prepared statement (after a migration script, which may change any table). */
  forget(): Promise<void> {
    return this.pglite._runExclusiveQuery(() => this.#close([...this.#prepared.keys()]));
  }

  async #changeSchema<R>(text: string, params: readonly unknown[]): Promise<Results<R>> {
    try {
      return await this.pglite.query<R>(text, params as unknown[]);
    } finally {
      await this.forget();
    }
  }

  /** A statement already prepared, moved to the end: the first in the map is the least recently used. */
  #recent(text: string): Prepared | undefined {
    const prepared = this.#prepared.get(text);
    if (prepared) {
      this.#prepared.delete(text);
      this.#prepared.set(text, prepared);
    }
    return prepared;
  }

  async #prepare(text: string): Promise<Prepared> {
    const name = PLANNED_EACH_TIME.test(text) ? '' : `crm_${++lastName}`;
    const messages = await this.pglite.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const prepared = { name, types: parse.parseDescribeStatementResults(messages) };
    this.#prepared.set(text, prepared);
    if (this.#prepared.size > this.limit) await this.#close([this.#prepared.keys().next().value as string]);
    return prepared;
  }

  async #close(texts: string[]): Promise<void> {
    const closes = texts.flatMap((text) => {
      const prepared = this.#prepared.get(text);
      this.#prepared.delete(text);
      return prepared?.name ? [serialize.close({ type: 'S', name: prepared.name })] : [];
    });
    if (closes.length === 0) return;
    await this.pglite.execProtocolStream(concat([...closes, serialize.sync()]), { syncToFs: false });
  }
}
