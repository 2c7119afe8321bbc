import { type CommandCategory, commandCategories, commandTable } from './command-table.ts';
import { widgetKeys } from './widget-keys.ts';

/** One line of the cheat sheet: a command of the table or a key a widget reads itself. */
export interface KeyEntry {
  id: string;
  title: string;
  category: CommandCategory;
  label: string;
}

/**
 * The one key table as people read it (issue 22 item 16): every command the hotkeys bind and every
 * key a widget reads. The cheat sheet (`?`) and the keys table of docs/dispatcher.md are generated
 * from it, so neither can miss a binding.
 */
export const keyTable: readonly KeyEntry[] = [
  ...commandTable.map(({ id, title, category, label }) => ({ id, title, category, label })),
  ...widgetKeys.map(({ id, title, category, label }) => ({ id, title, category, label })),
];

const norm = (text: string) => text.toLowerCase().replaceAll('ё', 'е');

/** The entries whose action, keys or group contain every word typed (case and ё ignored). */
export function searchKeys(entries: readonly KeyEntry[], query: string): KeyEntry[] {
  const words = norm(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...entries];
  return entries.filter((e) => {
    const text = norm(`${e.title} ${e.label} ${commandCategories[e.category]}`);
    return words.every((w) => text.includes(w));
  });
}

/** The entries by group, in the groups' order, empty groups left out. */
export function keyGroups(entries: readonly KeyEntry[]): [CommandCategory, KeyEntry[]][] {
  return (Object.keys(commandCategories) as CommandCategory[])
    .map((c) => [c, entries.filter((e) => e.category === c)] as [CommandCategory, KeyEntry[]])
    .filter(([, list]) => list.length > 0);
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The keys table of docs/dispatcher.md (between its generated-table markers). */
export function keysMarkdown(entries: readonly KeyEntry[] = keyTable): string {
  const lines = ['| группа | клавиши | действие |', '|---|---|---|'];
  for (const [category, list] of keyGroups(entries))
    for (const e of list) lines.push(`| ${commandCategories[category]} | \`${cell(e.label)}\` | ${cell(e.title)} |`);
  return lines.join('\n');
}
