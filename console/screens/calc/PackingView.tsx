import { useState } from 'react';
import type { CalcPacking } from '../../../core/calc/get-cost.answer.ts';
import { useCommand } from '../../commands/useCommand.ts';
import { DrawingLegend } from './DrawingLegend.tsx';
import { defaultView, turnView, type View } from './iso-projection.ts';
import { VehicleDrawing } from './VehicleDrawing.tsx';

interface Props {
  packings: readonly CalcPacking[];
  names: (textId: string) => string;
}

const STEP = 15;
const TILT = 10;

/** One tab per vehicle used (a kind used twice gives two tabs); the arrows turn the drawing. */
export function PackingView({ packings, names }: Props) {
  const tabs = packings.flatMap((packing) =>
    packing.packs.map((pack, n) => ({
      packing,
      pack,
      title: packing.vehicle.name + (packing.packs.length > 1 ? ` №${n + 1}` : ''),
    })),
  );
  const [selected, setSelected] = useState(0);
  const [view, setView] = useState<View>(defaultView);
  const turn = (dYaw: number, dPitch: number) => setView((v) => turnView(v, dYaw, dPitch));
  const go = (by: number) => setSelected((s) => (s + by + tabs.length) % Math.max(1, tabs.length));
  useCommand('calc.rotateLeft', () => turn(-STEP, 0));
  useCommand('calc.rotateRight', () => turn(STEP, 0));
  useCommand('calc.rotateLeft90', () => turn(-90, 0));
  useCommand('calc.rotateRight90', () => turn(90, 0));
  useCommand('calc.tiltUp', () => turn(0, TILT));
  useCommand('calc.tiltDown', () => turn(0, -TILT));
  useCommand('calc.resetView', () => setView(defaultView));
  useCommand('calc.nextVehicle', () => go(1));
  useCommand('calc.prevVehicle', () => go(-1));
  const current = tabs[Math.min(selected, tabs.length - 1)];
  if (!current) return null;
  const { l, w, h } = current.packing.veh_dimensions;
  return (
    <section className="calc-packing" aria-label="Загрузка машины">
      {tabs.length > 1 && (
        <div role="tablist" className="calc-tabs">
          {tabs.map((t, i) => (
            <button
              key={t.title}
              type="button"
              role="tab"
              aria-selected={t === current}
              className={t === current ? 'active' : undefined}
              onClick={() => setSelected(i)}
            >
              {t.title}
            </button>
          ))}
        </div>
      )}
      <VehicleDrawing
        dims={current.packing.veh_dimensions}
        placements={current.pack.placements}
        view={view}
        names={names}
        label={`Схема загрузки: ${current.title}`}
      />
      <p className="calc-drawing-caption">
        <strong>{current.title}</strong>: {l} × {w} × {h} см · занято {Math.round(current.pack.utilisation * 100)} % ·{' '}
        {current.pack.weight} кг
        <span className="muted">
          ←/→ поворот, ↑/↓ наклон, 0 исходный вид{tabs.length > 1 ? ', [ и ] другая машина' : ''}
        </span>
      </p>
      <DrawingLegend placements={current.pack.placements} names={names} />
    </section>
  );
}
