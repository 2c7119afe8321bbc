import type { ExcerptDay } from '../../../core/ledger/ledger-contract.ts';
import { formatDate } from '../../../core/format.ts';
import { formatRoubles } from '../../../core/money.ts';
import { CHART, chartGeometry } from './chart-geometry.ts';
import { type Period, periodText } from './report-period.ts';

/**
 * The day totals of the period as bars (issue 13 item 6 'a chart where a person would rather
 * look'): above the zero line what the day brought in the owners' favour, below it the rest.
 * Hand-drawn SVG coloured by CSS classes, as the strict CSP allows no injected styles.
 */
export function ExcerptChart({ period, days }: { period: Period; days: readonly ExcerptDay[] }) {
  const g = chartGeometry(period, days);
  const scale = [...new Set([g.max, 0n, g.min])];
  const title = `Итоги по дням, ${periodText(period)}`;
  return (
    <figure className="excerpt-chart">
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-label={title}>
        <title>{title}</title>
        {scale.map((k) => (
          <g key={String(k)} className="chart-scale">
            <line x1={CHART.left} x2={CHART.width - CHART.right} y1={g.yOf(k)} y2={g.yOf(k)} />
            <text x={CHART.left - 6} y={g.yOf(k)} textAnchor="end" dominantBaseline="middle">
              {formatRoubles(k)}
            </text>
          </g>
        ))}
        {g.ticks
          .filter((t) => t.label)
          .map((t) => (
            <text key={t.date} className="chart-day" x={t.x} y={CHART.height - 10} textAnchor="middle">
              {Number(t.date.slice(8))}
            </text>
          ))}
        {g.bars.map((b) => (
          <rect
            key={b.date}
            className={`excerpt-bar ${b.negative ? 'negative' : 'positive'}`}
            data-date={b.date}
            x={b.x}
            y={b.y}
            width={b.width}
            height={b.height}
          >
            <title>{`${formatDate(b.date)}: ${formatRoubles(b.total)}`}</title>
          </rect>
        ))}
        <line className="chart-zero" x1={CHART.left} x2={CHART.width - CHART.right} y1={g.zeroY} y2={g.zeroY} />
      </svg>
      <figcaption>Наведите на столбец, чтобы увидеть дату и сумму; под осью — числа месяца.</figcaption>
    </figure>
  );
}
