import { useMemo } from 'react';
import type { CalcPlacement } from '../../../core/calc/get-cost.answer.ts';
import { paintOrder } from './depth-order.ts';
import { project, svgPoints, type View, visibleFaces } from './iso-projection.ts';
import { colourCss, itemColour } from './item-colour.ts';
import { type Segment, viewBoxOf, wireframe } from './vehicle-wireframe.ts';

interface Props {
  dims: { l: number; w: number; h: number };
  placements: readonly CalcPlacement[];
  view: View;
  names: (textId: string) => string;
  label: string;
}

function Edges({ segments, className }: { segments: Segment[]; className: string }) {
  return (
    <g className={className}>
      {segments.map(([a, b]) => (
        <line
          key={`${a.x},${a.y},${b.x},${b.y}`}
          x1={a.x}
          y1={a.y}
          x2={b.x}
          y2={b.y}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </g>
  );
}

/**
 * Spec 02 §9: 'the vehicle is drawn from its length, width and height; item colours by item text
 * id'. The cargo space is a wireframe, each placed unit a box of three shaded faces, far to near.
 * Units lying inside a hollow item are hidden by it, so they are not drawn (the legend counts them).
 */
export function VehicleDrawing({ dims, placements, view, names, label }: Props) {
  const space = { x: 0, y: 0, z: 0, ...dims };
  const drawn = useMemo(() => placements.filter((p) => p.inside_of === null), [placements]);
  const order = useMemo(() => paintOrder(drawn, view), [drawn, view]);
  const frame = wireframe(space, view);
  const box = viewBoxOf(space, view);
  const floor = (
    [
      [0, 0, 0],
      [dims.l, 0, 0],
      [dims.l, dims.w, 0],
      [0, dims.w, 0],
    ] as const
  ).map((c) => project(c, view));
  return (
    <svg
      className="calc-drawing"
      role="img"
      aria-label={label}
      viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <polygon className="calc-floor" points={svgPoints(floor)} />
      <Edges segments={frame.back} className="calc-frame back" />
      {order.map((i) => {
        const p = drawn[i];
        const colour = itemColour(p.text_id);
        return (
          <g key={`${i}:${p.x},${p.y},${p.z}`} className="calc-box" data-text-id={p.text_id}>
            <title>{names(p.text_id)}</title>
            {visibleFaces(p, view).map((f) => (
              <polygon
                key={f.name}
                points={svgPoints(f.points)}
                fill={colourCss(colour, f.shade)}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </g>
        );
      })}
      <Edges segments={frame.front} className="calc-frame front" />
    </svg>
  );
}
