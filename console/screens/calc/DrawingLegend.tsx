import type { CalcPlacement } from '../../../core/calc/get-cost.answer.ts';
import { colourCss, itemColour } from './item-colour.ts';

interface Props {
  placements: readonly CalcPlacement[];
  names: (textId: string) => string;
}

/** Which colour is which item, with the units of each in this vehicle. */
export function DrawingLegend({ placements, names }: Props) {
  const counts = new Map<string, { all: number; inside: number }>();
  for (const p of placements) {
    const c = counts.get(p.text_id) ?? { all: 0, inside: 0 };
    c.all++;
    if (p.inside_of !== null) c.inside++;
    counts.set(p.text_id, c);
  }
  return (
    <ul className="calc-legend" aria-label="Легенда">
      {[...counts].map(([textId, c]) => (
        <li key={textId}>
          <i className="swatch" style={{ background: colourCss(itemColour(textId)) }} />
          {names(textId)} ×{c.all}
          {/* A no-break space: the legend line is a flex row, which drops a plain leading space. */}
          {c.inside > 0 && <span className="muted">{`\u00a0(${c.inside} внутри других)`}</span>}
        </li>
      ))}
    </ul>
  );
}
