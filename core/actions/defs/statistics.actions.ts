import { z } from 'zod';
import {
  clientAnswer,
  driverAnswer,
  efficiencyAnswer,
  everydayAnswer,
  monthAnswer,
  occupationAnswer,
} from '../../statistics/statistics-contract.ts';
import { defineAction } from '../define-action.ts';
import { queryChoice, queryInt, yearMonth } from '../query-values.ts';

// Spec 02 §7 'GET /api/statistics/month, everyday, driver, client, individual_occupation' and the
// manager efficiency list; DESIGN.md §8: 'stats_* (each statistics endpoint; stats_efficiency
// /api/user_efficiency)'. Each call is read-only, one query or a few, answered as
// core/statistics/statistics-contract.ts says.

const labels = {
  year: 'Год',
  month: 'Месяц',
  month_offset: 'Сдвиг в месяцах',
  date_type: 'По дате',
  busy: 'Занятость',
  kind: 'Вид работ',
  page: 'Страница',
};

/** Spec 02 §9 'Month statistics show 6 months and step by 6': month_offset counts months back from this one. */
export const monthStatistics = defineAction({
  name: 'statistics.month',
  method: 'GET',
  path: '/api/statistics/month',
  title: 'Статистика по месяцам',
  permission: { flag: 'stats_month' },
  query: z.object({ month_offset: queryInt(0, 1200) }),
  answer: monthAnswer,
  labels,
});

export const everydayStatistics = defineAction({
  name: 'statistics.everyday',
  method: 'GET',
  path: '/api/statistics/everyday',
  title: 'Ежедневная статистика',
  permission: { flag: 'stats_everyday' },
  query: z.object({ ...yearMonth, date_type: queryChoice(['updated_at', 'payment_date']) }),
  answer: everydayAnswer,
  labels,
});

export const driverStatistics = defineAction({
  name: 'statistics.driver',
  method: 'GET',
  path: '/api/statistics/driver',
  title: 'Статистика водителей',
  permission: { flag: 'stats_driver' },
  query: z.object(yearMonth),
  answer: driverAnswer,
  labels,
});

/** Spec 02 §9 'client views step by 6': six months per client, ending at year/month. */
export const clientStatistics = defineAction({
  name: 'statistics.client',
  method: 'GET',
  path: '/api/statistics/client',
  title: 'Статистика клиентов',
  permission: { flag: 'stats_client' },
  query: z.object({ ...yearMonth, page: queryInt(1, 100_000) }),
  answer: clientAnswer,
  labels,
});

/** Spec 02 '/individual_occupation: parameter busy default 1; slots 08:00 to 18:00 hourly; work kinds gruz, sbor, takel'. */
export const occupationStatistics = defineAction({
  name: 'statistics.individual_occupation',
  method: 'GET',
  path: '/api/statistics/individual_occupation',
  title: 'Занятость работников',
  permission: { flag: 'stats_individual_occupation' },
  query: z.object({
    ...yearMonth,
    busy: queryInt(0, 1),
    kind: queryChoice(['gruz', 'sbor', 'takel']),
    page: queryInt(1, 100_000),
  }),
  answer: occupationAnswer,
  labels,
});

/** Spec 02 'User efficiency: name, user_count, user2_count, rating; sorted on the client side'; steps by one month. */
export const userEfficiency = defineAction({
  name: 'user_efficiency.list',
  method: 'GET',
  path: '/api/user_efficiency',
  title: 'Эффективность менеджеров',
  permission: { flag: 'stats_efficiency' },
  query: z.object(yearMonth),
  answer: efficiencyAnswer,
  labels,
});
