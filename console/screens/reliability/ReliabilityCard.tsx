import { formatDate } from '../../../core/format.ts';
import { scoreText, showChanceText } from '../../../core/rules/reliability.rule.ts';
import { ReliabilityBadge } from './ReliabilityBadge.tsx';
import { useReliability } from './reliability-api.ts';
import './reliability.css';

/** The worker card's «Надёжность» (issue 21 item 6): the score, the chance to show up and the conduct, explained. */
export function ReliabilityCard({ recordId }: { recordId: number }) {
  const r = useReliability([recordId]).get(recordId);
  if (!r) return <p className="muted">Загрузка…</p>;
  return (
    <div className="reliability-card">
      <ReliabilityBadge score={r.score} pShow={r.p_show} />
      <dl>
        <dt>Оценка надёжности</dt>
        <dd>{scoreText(r.score)} из 100</dd>
        <dt>Вероятность выхода на заказ</dt>
        <dd>{showChanceText(r.p_show)}</dd>
        <dt>Дисциплина и оценки</dt>
        <dd>{showChanceText(r.conduct)}</dd>
        <dt>Посчитано</dt>
        <dd>{r.computed_on ? formatDate(r.computed_on) : 'истории пока нет — как у новичка'}</dd>
      </dl>
      <p className="muted">
        Из выходов и невыходов, отказов, штрафов, проверок формы и оценок клиентов за год; недавнее весит больше (вес
        события падает вдвое каждые 90 дней).
      </p>
    </div>
  );
}
