import { texts } from '../../../core/texts.ts';

/** What a report shows instead of its table: loading, the request's error with a retry, or nothing to show. */
export function ReportStatus({
  loading,
  error,
  empty,
  emptyText,
  onRetry,
}: {
  loading: boolean;
  error: Error | null;
  empty: boolean;
  emptyText: string;
  onRetry(): void;
}) {
  if (error)
    return (
      <div className="error-box report-error" role="alert">
        {error.message}{' '}
        <button type="button" onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  if (loading && empty)
    return (
      <p className="report-note" aria-busy="true">
        Загрузка…
      </p>
    );
  if (empty) return <p className="report-note">{emptyText}</p>;
  return null;
}
