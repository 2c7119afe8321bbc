import type { OrderTab } from '../../../core/rules/order-status.rule.ts';
import type { ResourceDef } from '../../../core/resources/define-resource.ts';
import { StatusBadge } from '../../fields/StatusBadge.tsx';
import type { Values } from '../../form/form-values.ts';

export const ORDER_TAB_LABELS: Record<OrderTab, string> = {
  1: 'Предварительная заявка',
  2: 'Сформирован',
  3: 'Закрыт и посчитан',
};

interface Props {
  def: ResourceDef;
  id: number | undefined;
  values: Values | null;
  tab: OrderTab;
}

/**
 * Title, the displayed status as the badge (orders.displayed_status, spec 01 §4) and the three
 * forms, the one shown marked: it follows the status, so it is not a tab to click.
 */
export function OrderCardHead({ def, id, values, tab }: Props) {
  const badge = def.fields.displayed_status;
  return (
    <div className="form-title order-card-title">
      <h2 id="form-title">{id === undefined ? `Новый: ${def.titleSingular}` : `${def.titleSingular} № ${id}`}</h2>
      {values && badge?.kind === 'enum' && <StatusBadge field={badge} value={values.displayed_status ?? 0} />}
      <ol className="order-forms" aria-label="Формы заказа">
        {([1, 2, 3] as const).map((t) => (
          <li key={t} aria-current={t === tab ? 'step' : undefined} className={t === tab ? 'current' : undefined}>
            <span className="muted">Форма {t}:</span> {ORDER_TAB_LABELS[t]}
          </li>
        ))}
      </ol>
    </div>
  );
}
