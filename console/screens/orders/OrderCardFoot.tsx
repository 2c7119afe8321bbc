import type { OrderTab } from '../../../core/rules/order-status.rule.ts';
import { commandById } from '../../commands/command-table.ts';

interface Props {
  readOnly: boolean;
  ready: boolean;
  /** The form the order's status leads to; «Провести карточку» conducts it. */
  statusTab: OrderTab;
  canNext: boolean;
  canClose: boolean;
  canRestore: boolean;
  canCopy: boolean;
  canDelete: boolean;
  onSaveStay(): void;
  onNext(): void;
  onCloseOrder(): void;
  onRestore(): void;
  onCopy(): void;
  onDelete(): void;
  onCancel(): void;
}

/** The key of a command of the table, as the palette and the cheat sheet show it. */
const Key = ({ id }: { id: string }) => <kbd>{commandById.get(id)?.label}</kbd>;

/** The card's buttons, each with its key (the same commands as the palette's and the cheat sheet's). */
export function OrderCardFoot(p: Props) {
  return (
    <footer className="form-foot">
      {!p.readOnly && (
        <>
          <button type="submit" className="primary" disabled={!p.ready}>
            Сохранить <Key id="form.save" />
          </button>
          <button type="button" disabled={!p.ready} onClick={p.onSaveStay}>
            Сохранить, не закрывая <Key id="order.saveStay" />
          </button>
          {p.canNext && (
            <button type="button" disabled={!p.ready} onClick={p.onNext}>
              Провести карточку {p.statusTab} <Key id="order.nextStatus" />
            </button>
          )}
          {p.canClose && (
            <button type="button" disabled={!p.ready} onClick={p.onCloseOrder}>
              Закрыть заказ… <Key id="order.close" />
            </button>
          )}
          {p.canRestore && (
            <button type="button" disabled={!p.ready} onClick={p.onRestore}>
              Вернуть в «Сформирован»… <Key id="order.restore" />
            </button>
          )}
        </>
      )}
      {p.canCopy && (
        <button type="button" onClick={p.onCopy}>
          Копировать… <Key id="order.copy" />
        </button>
      )}
      <button type="button" onClick={p.onCancel}>
        {p.readOnly ? 'Закрыть' : 'Отмена'} <Key id="form.close" />
      </button>
      {p.canDelete && (
        <button type="button" className="danger push-right" onClick={p.onDelete}>
          Удалить… <Key id="form.delete" />
        </button>
      )}
    </footer>
  );
}
