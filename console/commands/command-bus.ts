// Screens register what a command does while they are shown; the hotkeys and the palette only
// call runCommand. The newest handler wins, so an open form takes Esc from the list beneath it.
/** The key event is passed when a hotkey ran the command (a command bound to several keys reads which). */
export type CommandHandler = (event?: KeyboardEvent) => void;

const handlers = new Map<string, CommandHandler[]>();

export function registerCommand(id: string, handler: CommandHandler): () => void {
  const stack = handlers.get(id) ?? [];
  stack.push(handler);
  handlers.set(id, stack);
  return () => {
    const current = handlers.get(id) ?? [];
    handlers.set(
      id,
      current.filter((h) => h !== handler),
    );
  };
}

export function hasCommand(id: string): boolean {
  return (handlers.get(id)?.length ?? 0) > 0;
}

/** Runs the newest handler; false when no screen handles the command now. */
export function runCommand(id: string, event?: KeyboardEvent): boolean {
  const stack = handlers.get(id);
  const handler = stack?.[stack.length - 1];
  if (!handler) return false;
  handler(event);
  return true;
}
