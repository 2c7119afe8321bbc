import { describe, expect, it } from 'vitest';
import { floatingPlace, WANTED_HEIGHT } from './floating-place.ts';

const view = { width: 1280, height: 800 };

// Issue 22 item 2: 'The worker picker is clipped by the workers table: «Занят в этот день…» and
// «Enter ещё раз — назначить» fall outside the visible area; on row 4 even «Пусто» is hidden.'
describe('floatingPlace', () => {
  it('opens below a field near the top, as tall as the room below', () => {
    expect(floatingPlace({ top: 100, bottom: 130, left: 40 }, 320, view)).toEqual({
      left: 40,
      top: 132,
      maxHeight: 800 - 130 - 2 - 8,
    });
  });

  it('opens above a field near the bottom of the window, never past its top', () => {
    const place = floatingPlace({ top: 700, bottom: 730, left: 40 }, 320, view);
    expect(place).toEqual({ left: 40, bottom: 800 - 700 + 2, maxHeight: 700 - 2 - 8 });
    expect(place.maxHeight).toBeGreaterThan(WANTED_HEIGHT);
  });

  it('stays below when the usual height fits there even if there is more room above', () => {
    const place = floatingPlace({ top: 400, bottom: 420, left: 40 }, 320, view);
    expect(place.top).toBe(422);
  });

  it('moves left to stay inside the window', () => {
    expect(floatingPlace({ top: 100, bottom: 130, left: 1200 }, 320, view).left).toBe(1280 - 320 - 8);
  });
});
