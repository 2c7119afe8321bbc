import { Box, Text } from 'ink';

export interface TableProps {
  header: readonly string[];
  rows: readonly (readonly string[])[];
  /** Shown under the table: '1–50 из 1 234'. */
  footer?: string;
}

/** The list table on a terminal: a bold header row, aligned columns, a dim footer. */
export function Table({ header, rows, footer }: TableProps) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  return (
    <Box flexDirection="column">
      <Box>
        {header.map((h, i) => (
          <Box key={h} width={widths[i] + 2} flexShrink={0}>
            <Text bold color="cyan">
              {h}
            </Text>
          </Box>
        ))}
      </Box>
      {rows.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are a static snapshot, never reordered
        <Box key={r}>
          {row.map((cell, i) => (
            <Box key={header[i]} width={widths[i] + 2} flexShrink={0}>
              <Text wrap="truncate">{cell}</Text>
            </Box>
          ))}
        </Box>
      ))}
      {rows.length === 0 ? <Text dimColor>Нет записей</Text> : null}
      {footer ? <Text dimColor>{footer}</Text> : null}
    </Box>
  );
}
