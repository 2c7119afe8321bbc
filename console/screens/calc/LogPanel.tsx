import { useState } from 'react';
import { useCommand } from '../../commands/useCommand.ts';

/** The server's log: a line behind every number of the estimate. Closed by default; 'l' toggles. */
export function LogPanel({ log }: { log: readonly string[] }) {
  const [open, setOpen] = useState(false);
  useCommand('calc.log', () => setOpen((o) => !o));
  return (
    <details className="calc-log" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        Как посчитано <kbd>l</kbd>
      </summary>
      <ol>
        {log.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: log lines may repeat; their order is the identity.
          <li key={i}>{line}</li>
        ))}
      </ol>
    </details>
  );
}
