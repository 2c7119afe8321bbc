import { describe, expect, it } from 'vitest';
import { axisTicks, barBox, chartRange, clock } from './schedule-layout.ts';

describe('schedule chart layout', () => {
  it('places a bar by its start and end within the day', () => {
    const day = chartRange('2030-01-07', '2030-01-07');
    expect(barBox('2030-01-07T06:00', '2030-01-07T12:00', day)).toEqual({ left: 25, width: 25 });
  });

  it('clips a bar running past the range and keeps a zero-length one visible', () => {
    const day = chartRange('2030-01-07', '2030-01-07');
    expect(barBox('2030-01-07T18:00', '2030-01-08T06:00', day)).toEqual({ left: 75, width: 25 });
    expect(barBox('2030-01-07T12:00', '2030-01-07T12:00', day).width).toBeGreaterThan(0);
  });

  it('marks every 2 hours on a day and every day on a week', () => {
    expect(axisTicks('2030-01-07', '2030-01-07').map((t) => t.label)).toEqual(
      ['00', '02', '04', '06', '08', '10', '12', '14', '16', '18', '20', '22'].map((h) => `${h}:00`),
    );
    expect(axisTicks('2030-01-07', '2030-01-13').map((t) => t.label)).toEqual([
      '07.01',
      '08.01',
      '09.01',
      '10.01',
      '11.01',
      '12.01',
      '13.01',
    ]);
  });

  it('writes a time, with the date when the bar ends on another day', () => {
    expect(clock('2030-01-07T09:30', '2030-01-07')).toBe('09:30');
    expect(clock('2030-01-08T01:00', '2030-01-07')).toBe('08.01 01:00');
  });
});
