import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { PGliteStatements } from './pglite-statements.ts';
import { PriorityGate } from './priority-gate.ts';
import type { DB } from './db-types.ts';

/**
 * Kysely over PGlite. PGlite is one Postgres backend in this process: two requests that
 * interleave their statements would share one transaction. The driver therefore hands out the
 * single connection to one holder at a time, so "one transaction per request" holds; who goes
 * next is the gate's choice (writes before reads, priority-gate.ts).
 */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly gate = new PriorityGate(1),
    /** Each query as a prepared statement (pglite-statements.ts); database.ts keeps it to forget them after a migration. */
    private readonly statements = new PGliteStatements(pglite),
    /** Runs each call into PGlite (database.ts: a dead instance is never called again). */
    private readonly guard: Guard = (run) => run(),
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.statements, this.gate, this.guard);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<DB>) {
    return new PostgresIntrospector(db);
  }
}

type Guard = <T>(run: () => Promise<T>) => Promise<T>;

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly statements: PGliteStatements,
    private readonly guard: Guard,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.guard(() => this.statements.query<R>(compiled.sql, compiled.parameters));
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && result.fields.length === 0 ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered over PGlite; a clear error beats a silent full read
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery is not supported on PGlite');
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;

  constructor(
    private readonly pglite: PGlite,
    statements: PGliteStatements,
    private readonly gate: PriorityGate,
    guard: Guard,
  ) {
    this.connection = new PGliteConnection(statements, guard);
  }

  async init() {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.gate.acquire();
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('BEGIN'));
  }
  async commitTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('COMMIT'));
  }
  async rollbackTransaction(conn: DatabaseConnection) {
    await conn.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection() {
    this.gate.release();
  }

  async destroy() {
    // The owner of the PGlite instance closes it (after a CHECKPOINT), not Kysely.
  }
}
