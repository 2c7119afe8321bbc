export interface ProgressState {
  done: number;
  failed: number;
  /** Unknown while the first page is loading; `exact: false` when the server counted only 10 000. */
  total?: number;
  exact?: boolean;
  startedAt: number;
}

function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Rate and ETA as shown under the bar: '120,5/с', 'осталось 0:42'. */
export function progressStats(state: ProgressState, now: number) {
  const processed = state.done + state.failed;
  const seconds = Math.max(0.001, (now - state.startedAt) / 1000);
  const rate = processed / seconds;
  const total = state.total;
  const fraction = total ? Math.min(1, processed / total) : 0;
  const eta = total && rate > 0 ? clock((total - processed) / rate) : undefined;
  return {
    processed,
    fraction,
    rate: rate.toFixed(1).replace('.', ','),
    eta,
    elapsed: clock(seconds),
    totalText:
      total === undefined
        ? '?'
        : `${total.toLocaleString('ru-RU').replace(/\u00a0/g, ' ')}${state.exact === false ? '+' : ''}`,
  };
}
