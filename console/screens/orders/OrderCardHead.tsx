import type { OrderTab } from '../../../core/rules/order-status.rule.ts';
import type { ResourceDef } from '../../../core/resources/define-resource.ts';
import { StatusBadge } from '../../fields/StatusBadge.tsx';
import type { Values } from '../../form/form-values.ts';
import { liveDisplayedStatus, orderStateNotes } from './order-card-status.ts';

export const ORDER_TAB_LABELS: Record<OrderTab, string> = {
  1: 'Предварительная заявка',
  2: 'Сформирован',
  3: 'Закрыт и посчитан',
};

interface Props {
  def: ResourceDef;
  id: number | undefined;
  values: Values | null;
  /** The form the order's status leads to. */
  statusTab: OrderTab;
  /** The form shown (another one may be looked at: Alt+Shift+1…3). */
  tab: OrderTab;
  edited: boolean;
  onTab(tab: OrderTab): void;
}

/**
 * Title, the displayed status as the badge (as edited: it follows the workers and counts before the
 * save), the client-cancelled and payment states, and the three forms as tabs (issue 22 item 11):
 * the status's form is marked, any of the three can be shown.
 */
export function OrderCardHead({ def, id, values, statusTab, tab, edited, onTab }: Props) {
  const badge = def.fields.displayed_status;
  const stored = values?.displayed_status ?? 0;
  // Unedited, the server's own figure; edited, what the save will make of it.
  const live = values && edited ? liveDisplayedStatus(values) : null;
  const notes = values ? orderStateNotes(values) : [];
  return (
    <div className="form-title order-card-title">
      <h2 id="form-title">{id === undefined ? `Новый: ${def.titleSingular}` : `${def.titleSingular} № ${id}`}</h2>
      {values && badge?.kind === 'enum' && <StatusBadge field={badge} value={live ?? stored} />}
      {live !== null && Number(live) !== Number(stored) && <span className="muted">после сохранения</span>}
      {notes.map((n) => (
        <span key={n} className="badge order-state-note">
          {n}
        </span>
      ))}
      <div className="order-forms" role="tablist" aria-label="Формы заказа">
        {([1, 2, 3] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === tab}
            tabIndex={-1}
            className={[t === tab ? 'current' : '', t === statusTab ? 'by-status' : ''].join(' ').trim() || undefined}
            title={t === statusTab ? 'Форма по статусу заказа' : undefined}
            onClick={() => onTab(t)}
          >
            <span className="muted">Форма {t}:</span> {ORDER_TAB_LABELS[t]}
            <kbd>Alt+Shift+{t}</kbd>
          </button>
        ))}
      </div>
    </div>
  );
}
