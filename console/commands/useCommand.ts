import { useEffect, useRef } from 'react';
import { type CommandHandler, registerCommand } from './command-bus.ts';
import { commandById } from './command-table.ts';

/** Handle a command of the table while this component is shown (and `enabled`). */
export function useCommand(id: string, handler: CommandHandler, enabled = true): void {
  if (!commandById.has(id)) throw new Error(`Unknown command ${id}`);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    return registerCommand(id, (event) => latest.current(event));
  }, [id, enabled]);
}
