import { ReliabilityBadge } from '../reliability/ReliabilityBadge.tsx';
import { type FreeIndividual, workerDetail, workerWarnings } from './worker-picker-items.ts';

/** One candidate of the worker picker: name, status · rating · metro, and any warning in red. */
export function WorkerPickerItem({ row }: { row: FreeIndividual }) {
  const warnings = workerWarnings(row);
  return (
    <>
      <span className="picker-title">
        {row.name}
        {warnings.length > 0 && (
          <span className="worker-flag" aria-hidden="true">
            {' '}
            ⚠
          </span>
        )}
      </span>
      <span className="picker-detail">{workerDetail(row)}</span>
      {row.reliability && <ReliabilityBadge score={row.reliability.score} pShow={row.reliability.p_show} />}
      {warnings.map((w) => (
        <span key={w} className="picker-detail worker-warning">
          {w}
        </span>
      ))}
    </>
  );
}
