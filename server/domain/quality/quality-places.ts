import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/db-types.ts';

const PARTS = ['client', 'reliability', 'work', 'total'] as const;
const PERIODS = ['current_month', 'prev_month', 'prev_3_months'] as const;

/**
 * core/rules/quality.rule.ts placePercent in SQL: 100 × rank ÷ count, ties sharing the best rank,
 * among the workers of the month with that rating; none without one.
 */
const place = (column: string) => {
  const col = sql.ref(column);
  return sql`case when ${col} is null then null
    else round(100.0 * rank() over (order by ${col} desc nulls last) / count(${col}) over (), 2) end`;
};

/**
 * Spec 02 'place in ranking (shown as percent) for client and total and for others': the places of
 * every row of the month, one period per statement (each sorts the month's rows four times), with
 * `step` after each so the job's progress keeps moving.
 */
export async function rankQualityMonth(db: Kysely<DB>, year: number, month: number, step: () => Promise<void>) {
  for (const period of PERIODS) {
    const columns = PARTS.map((part) => `${part}_${period}`);
    await sql`
      update quality_individuals q set ${sql.join(
        columns.map((c) => sql`${sql.ref(`${c}_place`)} = r.${sql.ref(`${c}_place`)}`),
        sql`, `,
      )}
      from (select id, ${sql.join(
        columns.map((c) => sql`${place(c)} as ${sql.ref(`${c}_place`)}`),
        sql`, `,
      )} from quality_individuals where year = ${year} and month = ${month}) r
      where q.id = r.id`.execute(db);
    await step();
  }
}
