import type { CalcCatalogue } from './calc-catalogue.ts';
import { CostSummary } from './CostSummary.tsx';
import { LogPanel } from './LogPanel.tsx';
import { PackingView } from './PackingView.tsx';
import type { Estimate } from './useCostEstimate.ts';

interface Props {
  estimate: Estimate;
  catalogue: CalcCatalogue;
  /** Nothing entered yet: no request has been made. */
  idle: boolean;
  /** 422 messages with no input of their own. */
  otherErrors: readonly string[];
}

/** The live estimate: cost and time, the loaded vehicle, the log; or why there is none. */
export function CalcResult({ estimate, catalogue, idle, otherErrors }: Props) {
  const names = (textId: string) => catalogue.byTextId.get(textId)?.name ?? textId;
  const { answer } = estimate;
  return (
    <div className="calc-result" aria-live="polite">
      {idle && <p className="muted">Добавьте вещи и адреса: стоимость и время посчитаются сразу.</p>}
      {otherErrors.map((m) => (
        <p key={m} className="field-error">
          {m}
        </p>
      ))}
      {estimate.failure && <p className="field-error">Расчёт не удался: {estimate.failure}</p>}
      {!idle && !answer && !estimate.failure && (
        <p className="muted">{estimate.pending ? 'Считаю…' : 'Исправьте отмеченные поля, чтобы получить расчёт.'}</p>
      )}
      {answer && (
        <>
          <CostSummary answer={answer} stale={estimate.pending} />
          <PackingView packings={answer.packings} names={names} />
          <LogPanel log={answer.log} />
        </>
      )}
    </div>
  );
}
