import { refusePeriodOptions } from '../../../core/resources/options.ts';
import { resources } from '../../../core/resources/index.ts';
import { ListScreen } from '../../list/ListScreen.tsx';
import { useListState } from '../../list/useListState.ts';
import './quality.css';

/**
 * /refuses (spec 02 '/refuses: refusers, moved between today, week and month lists'): the refusers'
 * list with its three lists as tabs (the list filter `period`, core/rules/refuse-period.rule.ts),
 * and «Все» for every refuser of the last three months. The first visit opens today's list.
 */
export function RefusesScreen() {
  const [state, update] = useListState();
  const period = state.filter.period?.[0] ?? null;
  const pick = (value: string | null) => {
    const { period: _, ...rest } = state.filter;
    update({ filter: value ? { ...rest, period: [value] } : rest, page: 1 });
  };
  return (
    <ListScreen def={resources.refuses}>
      <nav className="list-tabs toolbar" aria-label="Списки отказников">
        {refusePeriodOptions.map((o) => (
          <button key={o.value} type="button" aria-pressed={period === o.value} onClick={() => pick(String(o.value))}>
            {o.label}
          </button>
        ))}
        <button type="button" aria-pressed={period === null} onClick={() => pick(null)}>
          Все за 3 месяца
        </button>
      </nav>
    </ListScreen>
  );
}
