import { Box, Text } from 'ink';
import { type ProgressState, progressStats } from './progress-stats.ts';

export interface ProgressViewProps extends ProgressState {
  title: string;
  now: number;
  width?: number;
}

/** A live bar with counts, rate and ETA; Ctrl+C stops (see the key table). */
export function ProgressView({ title, now, width = 30, ...state }: ProgressViewProps) {
  const s = progressStats(state, now);
  const filled = Math.round(s.fraction * width);
  return (
    <Box flexDirection="column">
      <Text bold>{title}</Text>
      <Text>
        <Text color="green">{'█'.repeat(filled)}</Text>
        <Text dimColor>{'░'.repeat(width - filled)}</Text> {s.processed}/{s.totalText}
      </Text>
      <Text>
        готово: {state.done}
        {state.failed ? <Text color="red"> · ошибок: {state.failed}</Text> : null} · {s.rate}/с
        {s.eta ? ` · осталось ${s.eta}` : ''} · прошло {s.elapsed}
      </Text>
    </Box>
  );
}
