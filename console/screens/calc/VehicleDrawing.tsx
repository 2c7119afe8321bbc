import { useMemo } from 'react';
import type { CalcPlacement } from '../../../core/calc/get-cost.answer.ts';
import { type Face, project, svgPoints, type View } from './iso-projection.ts';
import { colourCss, type ItemColour, itemColour } from './item-colour.ts';
import { type BoxShape, loadShapes } from './load-shapes.ts';
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

function Faces({ faces, colour, className }: { faces: Face[]; colour: ItemColour; className: string }) {
  return faces.map((f) => (
    <polygon
      key={f.name}
      className={className}
      points={svgPoints(f.points)}
      fill={colourCss(colour, f.shade)}
      vectorEffect="non-scaling-stroke"
    />
  ));
}

/** One placed unit; a holder's group holds its guests' groups, between its far and near walls. */
function Box({ shape, names }: { shape: BoxShape; names: (textId: string) => string }) {
  const colour = itemColour(shape.textId);
  return (
    <g className={shape.hollow ? 'calc-box hollow' : 'calc-box'} data-text-id={shape.textId}>
      <title>{names(shape.textId) + (shape.hollow ? `, внутри: ${shape.inner.length}` : '')}</title>
      <Faces faces={shape.back} colour={colour} className="far" />
      {shape.inner.map((s) => (
        <Box key={s.index} shape={s} names={names} />
      ))}
      <Faces faces={shape.front} colour={colour} className="near" />
    </g>
  );
}

/**
 * Spec 02 §9: 'the vehicle is drawn from its length, width and height; item colours by item text
 * id'. The cargo space is a wireframe, each placed unit a box of three shaded faces, far to near;
 * units lying inside a hollow item are drawn inside it, seen through its near walls (load-shapes.ts).
 */
export function VehicleDrawing({ dims, placements, view, names, label }: Props) {
  const space = { x: 0, y: 0, z: 0, ...dims };
  const shapes = useMemo(() => loadShapes(placements, view), [placements, view]);
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
      {shapes.map((s) => (
        <Box key={s.index} shape={s} names={names} />
      ))}
      <Edges segments={frame.front} className="calc-frame front" />
    </svg>
  );
}
