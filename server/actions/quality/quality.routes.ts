import type { FastifyInstance } from 'fastify';
import {
  orderTurnout,
  readRatingKoefs,
  readReliability,
  updateQualityRatings,
  updateRatingKoefs,
} from '../../../core/actions/defs/quality.actions.ts';
import { AppError } from '../../../core/errors.ts';
import { qualityTexts } from '../../../core/quality/quality-texts.ts';
import { addDays } from '../../../core/rules/schedule.rule.ts';
import { texts } from '../../../core/texts.ts';
import { QUALITY_RECALC_JOB, qualityRecalcHandler } from '../../domain/quality/quality-recalc.job.ts';
import { koefsAnswer, readKoefs, saveKoefs } from '../../domain/quality/rating-koefs.ts';
import { readReliability as keptReliability } from '../../domain/reliability/reliability-store.ts';
import { orderTurnouts } from '../../domain/reliability/turnout.query.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { askedMonth } from '../../statistics/statistics-period.ts';
import { mountAction } from '../mount-action.ts';
import { recalcWorkers } from './recalc-filter.ts';

/** A turnout is asked for at most a month of days. */
const MAX_TURNOUT_DAYS = 31;

/** The quality recalculation, the rating coefficients, the reliability score and the orders' turnout (issue 21). */
export function registerQualityRoutes(app: FastifyInstance) {
  app.jobs.register(QUALITY_RECALC_JOB, qualityRecalcHandler, { failureText: qualityTexts.recalcFailed });

  mountAction(app, updateQualityRatings, async ({ trx, query, user, reply }) => {
    const { year, month } = askedMonth(query);
    const individualIds = await recalcWorkers(trx, query.filter ?? '');
    const payload = { year, month, individual_ids: individualIds };
    // The same recalculation asked twice (a double press, a second tab) is the one already queued.
    const queued = await trx
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', QUALITY_RECALC_JOB)
      .where('done_at', 'is', null)
      .where('payload', '=', JSON.stringify(payload))
      .executeTakeFirst();
    const jobId = queued?.id ?? (await enqueueJob(trx, { kind: QUALITY_RECALC_JOB, payload, userId: user.id }));
    reply.code(202);
    return { job_id: jobId, message: texts.qualityRecalcStarted, year, month };
  });

  mountAction(app, readRatingKoefs, async ({ trx }) => koefsAnswer(await readKoefs(trx)));
  mountAction(app, updateRatingKoefs, async ({ trx, body }) => koefsAnswer(await saveKoefs(trx, body.rating_koefs)));

  mountAction(app, readReliability, async ({ trx, query }) => {
    const kept = await keptReliability(trx, query.individual_ids);
    return { items: query.individual_ids.map((id) => kept.get(id)!) };
  });

  mountAction(app, orderTurnout, async ({ trx, query }) => {
    const to = query.to ?? query.from;
    if (to < query.from || addDays(query.from, MAX_TURNOUT_DAYS - 1) < to)
      throw AppError.validation({ to: [`не раньше «С» и не дальше ${MAX_TURNOUT_DAYS} дней от него`] }, [
        `По: не раньше «С» и не дальше ${MAX_TURNOUT_DAYS} дней от него`,
      ]);
    return { items: await orderTurnouts(trx, query.from, to) };
  });
}
