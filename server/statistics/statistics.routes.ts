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
import { loadUserEfficiency } from './user-efficiency.query.ts';

/** The statistics screens' calls (core/actions/defs/statistics.actions.ts), each behind its stats_* flag. */
export function registerStatisticsRoutes(app: FastifyInstance) {
  mountAction(app, monthStatistics, ({ trx, query }) => loadMonthStatistics(trx, query.month_offset ?? 0));
  mountAction(app, everydayStatistics, ({ trx, query }) =>
    loadEverydayStatistics(trx, query.date_type ?? 'updated_at', askedMonth(query)),
  );
  mountAction(app, driverStatistics, ({ trx, query }) => loadDriverStatistics(trx, askedMonth(query)));
  mountAction(app, clientStatistics, ({ trx, query }) => loadClientStatistics(trx, askedMonth(query), query.page ?? 1));
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
