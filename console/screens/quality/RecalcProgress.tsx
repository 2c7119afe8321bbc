import { monthTitle } from '../statistics/MonthStepper.tsx';
import { useQualityProgress } from './quality-progress-store.ts';

/**
 * The live bar of the quality recalculation (spec 02 §4 'progress in percent … then a completion
 * message are pushed live'): the percent as the server rounds it, then how it ended. Shown to
 * everyone on the screen, whoever started it; the words stay readable, never behind a hover.
 */
export function RecalcProgress() {
  const progress = useQualityProgress((s) => s.progress);
  if (!progress) return null;
  const title = `Пересчёт рейтингов за ${monthTitle(progress).toLowerCase()}`;
  return (
    <div className={`recalc-progress ${progress.state}`} role="status" aria-live="polite">
      <span className="recalc-title">{title}</span>
      <progress max={100} value={progress.percent} aria-label={title} />
      <span className="recalc-percent">{progress.percent} %</span>
      {progress.state !== 'running' && <span className="recalc-text">{progress.text}</span>}
    </div>
  );
}
