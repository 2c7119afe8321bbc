import { texts } from '../../../../core/texts.ts';

/** What a panel shows before its data: «Загрузка…», or the failure with «Повторить». */
export function PanelState({ error, onRetry }: { error: string | null; onRetry(): void }) {
  if (!error) return <p className="panel-empty">Загрузка…</p>;
  return (
    <p className="panel-error" role="alert">
      {error}{' '}
      <button type="button" onClick={onRetry}>
        {texts.retry}
      </button>
    </p>
  );
}
