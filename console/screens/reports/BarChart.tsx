import { CHART, seriesGeometry } from './chart-geometry.ts';

export interface ChartSeries {
  label: string;
  values: readonly number[];
}

interface Props {
  title: string;
  /** One label per category (month, day), under the axis. */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** The figure as a person reads it, in each bar's SVG title and the scale. */
  format(value: number): string;
  /** Show every n-th category label (31 days do not fit under a narrow axis). */
  labelEvery?: number;
  caption?: string;
}

/**
 * A grouped bar chart, hand-drawn SVG like the excerpt chart: colours by CSS classes (`series-0`,
 * `series-1`), positions by attributes, so the strict CSP holds; the exact figure is in each bar's
 * title and in the table beside it, the legend is plain text.
 */
export function BarChart({ title, categories, series, format, labelEvery = 1, caption }: Props) {
  const g = seriesGeometry(
    categories.length,
    series.map((s) => s.values),
  );
  const scale = [...new Set([g.max, 0, g.min])];
  return (
    <figure className="stat-chart">
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-label={title}>
        <title>{title}</title>
        {scale.map((v) => (
          <g key={v} className="chart-scale">
            <line x1={CHART.left} x2={CHART.width - CHART.right} y1={g.yOf(v)} y2={g.yOf(v)} />
            <text x={CHART.left - 6} y={g.yOf(v)} textAnchor="end" dominantBaseline="middle">
              {format(v)}
            </text>
          </g>
        ))}
        {categories.map((c, i) =>
          i % labelEvery === 0 ? (
            <text key={c} className="chart-day" x={g.centres[i]} y={CHART.height - 10} textAnchor="middle">
              {c}
            </text>
          ) : null,
        )}
        {g.bars.map((b) => (
          <rect
            key={`${b.series}-${b.index}`}
            className={`stat-bar series-${b.series}${b.negative ? ' negative' : ''}`}
            x={b.x}
            y={b.y}
            width={b.width}
            height={b.height}
          >
            <title>{`${categories[b.index]} — ${series[b.series].label}: ${format(series[b.series].values[b.index])}`}</title>
          </rect>
        ))}
        <line className="chart-zero" x1={CHART.left} x2={CHART.width - CHART.right} y1={g.zeroY} y2={g.zeroY} />
      </svg>
      <figcaption>
        {series.map((s, i) => (
          <span key={s.label} className="stat-legend">
            <span className={`stat-swatch series-${i}`} aria-hidden="true" /> {s.label}
          </span>
        ))}
        {caption ? <span className="stat-caption">{caption}</span> : null}
      </figcaption>
    </figure>
  );
}
