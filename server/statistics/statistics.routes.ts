import type { FastifyInstance } from 'fastify';
import {
  clientStatistics,
  driverStatistics,
  everydayStatistics,
  monthStatistics,
  occupationStatistics,
  userEfficiency,
} from '../../core/actions/defs/statistics.actions.ts';
import { mountAction } from '../actions/mount-action.ts';
import { loadClientStatistics } from './client-statistics.query.ts';
import { loadDriverStatistics } from './driver-statistics.query.ts';
import { loadEverydayStatistics } from './everyday-statistics.query.ts';
import { loadMonthStatistics } from './month-statistics.query.ts';
import { loadOccupation } from './occupation-statistics.query.ts';
import { askedMonth } from './statistics-period.ts';
import { foldStatisticsRollups } from './statistics-rollups.ts';
import { loadUserEfficiency } from './user-efficiency.query.ts';

/** The statistics screens' calls (core/actions/defs/statistics.actions.ts), each behind its stats_* flag. */
export function registerStatisticsRoutes(app: FastifyInstance) {
  // The kept sums (migration 0081) are folded first, in a write of their own, then read in one transaction.
  const folded = { transaction: false } as const;
  mountAction(
    app,
    monthStatistics,
    async ({ query, transaction }) => {
      await foldStatisticsRollups(app.db);
      return transaction((trx) => loadMonthStatistics(trx, query.month_offset ?? 0));
    },
    folded,
  );
  mountAction(
    app,
    everydayStatistics,
    async ({ query, transaction }) => {
      await foldStatisticsRollups(app.db);
      return transaction((trx) => loadEverydayStatistics(trx, query.date_type ?? 'updated_at', askedMonth(query)));
    },
    folded,
  );
  mountAction(app, driverStatistics, ({ trx, query }) => loadDriverStatistics(trx, askedMonth(query)));
  mountAction(
    app,
    clientStatistics,
    async ({ query, transaction }) => {
      await foldStatisticsRollups(app.db);
      return transaction((trx) => loadClientStatistics(trx, askedMonth(query), query.page ?? 1));
    },
    folded,
  );
  mountAction(app, occupationStatistics, ({ trx, query }) =>
    loadOccupation(trx, {
      range: askedMonth(query),
      busy: query.busy === 0 ? 0 : 1,
      kind: query.kind,
      page: query.page ?? 1,
    }),
  );
  mountAction(app, userEfficiency, ({ trx, query }) => loadUserEfficiency(trx, askedMonth(query)));
}
