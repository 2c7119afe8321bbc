import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { allowed } from '../../../core/actions/allowed.ts';
import { updateQualityRatings } from '../../../core/actions/defs/quality.actions.ts';
import { encodeFilter } from '../../../core/filter.ts';
import { resources } from '../../../core/resources/index.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { ConfirmDialog } from '../../app/ConfirmDialog.tsx';
import { ListScreen } from '../../list/ListScreen.tsx';
import { useListState } from '../../list/useListState.ts';
import { useSession } from '../../stores/session-store.ts';
import { MonthStepper, monthTitle, thisMonth, type YearMonth } from '../statistics/MonthStepper.tsx';
import { useQualityProgress } from './quality-progress-store.ts';
import { RecalcProgress } from './RecalcProgress.tsx';
import './quality.css';

const RecordForm = lazy(() => import('../../form/RecordForm.tsx').then((m) => ({ default: m.RecordForm })));

/** The notice of a started recalculation lasts 5 s (spec 02 §8 'Quality recalculation started … for 5 seconds'). */
const STARTED_NOTICE_MS = 5000;

type SubForm = 'individual_refusals' | 'suit_checks';

/**
 * /quality_individuals (spec 02): the month's worker ratings, best place first, with the month to
 * step through, the recalculation (after a question; its live bar for everyone on the screen) and
 * the refusal and suit-check sub-forms (spec 01 §2 'Quality screen has refusal and suit-check sub-forms').
 */
export function QualityScreen() {
  const [state, update] = useListState();
  const me = useSession((s) => s.me);
  const [asking, setAsking] = useState(false);
  const [subForm, setSubForm] = useState<SubForm | null>(null);
  const started = useQualityProgress((s) => s.started);
  const month: YearMonth = state.year && state.month ? { year: state.year, month: state.month } : thisMonth();
  // The list is always one month's: without one in the URL, this month.
  useEffect(() => {
    if (!state.year || !state.month) update(thisMonth(), { replace: true });
  }, [state.year, state.month, update]);

  const recalc = async () => {
    setAsking(false);
    try {
      const filter = encodeFilter(state.filter);
      const answer = await api.call(updateQualityRatings, { query: { ...month, ...(filter ? { filter } : {}) } });
      started(answer.job_id, answer.year, answer.month);
      toast.info(answer.message, { duration: STARTED_NOTICE_MS });
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  return (
    <>
      <ListScreen
        def={resources.quality_individuals}
        toolbar={
          <>
            {me && allowed(me, updateQualityRatings) && (
              <button type="button" onClick={() => setAsking(true)}>
                Пересчитать
              </button>
            )}
            <button type="button" onClick={() => setSubForm('individual_refusals')}>
              + Отказ
            </button>
            <button type="button" onClick={() => setSubForm('suit_checks')}>
              + Проверка формы
            </button>
          </>
        }
      >
        <MonthStepper value={month} keys={false} onChange={(m) => update({ ...m, page: 1 })} />
        <RecalcProgress />
      </ListScreen>
      {asking && (
        <ConfirmDialog
          text={`Пересчитать рейтинги работников за ${monthTitle(month).toLowerCase()}${
            Object.keys(state.filter).length ? ' (по фильтру списка)' : ''
          }? ${texts.confirm}`}
          confirmLabel="Пересчитать"
          onConfirm={() => void recalc()}
          onCancel={() => setAsking(false)}
        />
      )}
      {subForm && (
        <Suspense fallback={null}>
          <RecordForm
            def={resources[subForm]}
            id={undefined}
            readOnly={false}
            canDelete={false}
            onClose={() => setSubForm(null)}
            onSaved={() => toast.success('Сохранено', { duration: 3000 })}
          />
        </Suspense>
      )}
    </>
  );
}
