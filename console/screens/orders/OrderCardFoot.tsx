import type { OrderTab } from '../../../core/rules/order-status.rule.ts';

interface Props {
  readOnly: boolean;
  ready: boolean;
  canClose: boolean;
  canCopy: boolean;
  canDelete: boolean;
  tab: OrderTab;
  onNext(): void;
  onCloseOrder(): void;
  onCopy(): void;
  onDelete(): void;
  onCancel(): void;
}

/** The card's buttons, each with its key (the same commands as the palette's). */
export function OrderCardFoot({
  readOnly,
  ready,
  canClose,
  canCopy,
  canDelete,
  tab,
  onNext,
  onCloseOrder,
  onCopy,
  onDelete,
  onCancel,
}: Props) {
  return (
    <footer className="form-foot">
      {!readOnly && (
        <>
          <button type="submit" className="primary" disabled={!ready}>
            Сохранить <kbd>Ctrl+S</kbd>
          </button>
          {tab < 3 && (
            <button type="button" disabled={!ready} onClick={onNext}>
              Провести карточку {tab} <kbd>Ctrl+Enter</kbd>
            </button>
          )}
          {canClose && (
            <button type="button" disabled={!ready} onClick={onCloseOrder}>
              Закрыть заказ <kbd>Alt+X</kbd>
            </button>
          )}
        </>
      )}
      {canCopy && (
        <button type="button" onClick={onCopy}>
          Копировать <kbd>Alt+C</kbd>
        </button>
      )}
      <button type="button" onClick={onCancel}>
        {readOnly ? 'Закрыть' : 'Отмена'} <kbd>Esc</kbd>
      </button>
      {canDelete && (
        <button type="button" className="danger push-right" onClick={onDelete}>
          Удалить
        </button>
      )}
    </footer>
  );
}
