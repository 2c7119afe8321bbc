// biome-ignore-all lint/a11y/useFocusableInteractive: the board's listbox holds the focus and points at this card with aria-activedescendant.
import type { ScheduleBar } from '../../../core/actions/defs/schedule.actions.ts';
import { orderStatusLabel } from '../../../core/rules/order-status.rule.ts';
import { badgeTone } from '../../fields/StatusBadge.tsx';
import { resources } from '../../../core/resources/index.ts';
import { placesText, shortAddress, timeRange } from './board-text.ts';

const statusField = resources.orders.fields.displayed_status;

/** The colour tone of a displayed status: the same as its badge on /orders (status.css). */
export const statusTone = (status: number) => badgeTone(statusField, status);

/**
 * One order on the week board, readable without hovering (issue 23 item 1): time, places filled of
 * required, client, short address, the displayed status as the card's colour (the legend names
 * it), and the marks that need a dispatcher: at risk, a worker's conflict, cancelled by the client.
 */
export function BoardOrderCard({ bar, active, onOpen }: { bar: ScheduleBar; active: boolean; onOpen(): void }) {
  const short = bar.places_filled < bar.places_total;
  const status = orderStatusLabel(bar.displayed_status);
  const classes = [
    'board-card',
    `tone-${statusTone(bar.displayed_status)}`,
    active ? 'cursor' : '',
    bar.canceled ? 'canceled' : '',
  ];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the board holds the focus and opens the active card with Enter.
    <div
      id={`board-order-${bar.order_id}`}
      role="option"
      aria-selected={active}
      className={classes.filter(Boolean).join(' ')}
      data-order={bar.order_id}
      title={[`№${bar.order_id}`, status, bar.address, bar.managers.join(', ')].filter(Boolean).join(' · ')}
      onClick={onOpen}
    >
      {/* The status is the card's colour; a screen reader hears it in words. The name is the card's
          own text (an aria-label of other words hid what the card shows: axe-core, issue 22 item 16). */}
      <span className="sr-only">Заказ, {status}: </span>
      <div className="board-card-line">
        <span className="board-time">{timeRange(bar)}</span>
        <span className={`board-places${short ? ' short' : ''}`} title="Занято мест из нужных">
          {placesText(bar)}
        </span>
      </div>
      <div className="board-client">{bar.contractor ?? 'Без клиента'}</div>
      {bar.address && <div className="board-address">{shortAddress(bar.address)}</div>}
      <div className="board-card-foot">
        <span className="board-number">№{bar.order_id}</span>
        {bar.at_risk && <span className="board-mark risk">Риск: {bar.at_risk}</span>}
        {bar.conflict && <span className="board-mark conflict">Конфликт</span>}
        {bar.canceled && <span className="board-mark canceled">Отменён</span>}
      </div>
    </div>
  );
}
