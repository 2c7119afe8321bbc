import { type RawBuilder, sql } from 'kysely';

/**
 * Which workers a quality or reliability query reads: a list of ids (a write touched them) or an id
 * range (a batch of the recalculation job), as a condition on the given worker-id column.
 */
export type WorkerSet = { ids: readonly number[] } | { from: number; to: number };

export function workerCondition(column: string, set: WorkerSet): RawBuilder<boolean> {
  const col = sql.ref(column);
  if ('ids' in set) return sql<boolean>`${col} = any(${[...set.ids]}::int[])`;
  return sql<boolean>`${col} between ${set.from} and ${set.to}`;
}
