/** «Выбрано: N» and a way to clear it, shown while rows are selected (Esc clears too). */
export function SelectionBar({ count, onClear }: { count: number; onClear(): void }) {
  if (count === 0) return null;
  return (
    <div className="selection-bar" role="status">
      <span>Выбрано: {count}</span>
      <button type="button" className="link" onClick={onClear}>
        Снять выбор
      </button>
      <span className="muted">Ctrl+K — действия с выбранными</span>
    </div>
  );
}
