/**
 * The order of a picker's items for what was typed (issue 9): the exact title first, then titles
 * that start with it, then titles with a word that starts with it, then the rest in the server's
 * order. Case and ё/е do not matter. The first item is the one Enter picks.
 */
export function rankItems<T>(items: readonly T[], query: string, titleOf: (item: T) => string): T[] {
  const q = fold(query);
  if (!q) return [...items];
  const score = (item: T) => {
    const title = fold(titleOf(item));
    if (title === q) return 0;
    if (title.startsWith(q)) return 1;
    if (title.split(/[\s«"(-]+/).some((word) => word.startsWith(q))) return 2;
    return 3;
  };
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map((x) => x.item);
}

function fold(text: string): string {
  return text.trim().toLocaleLowerCase('ru-RU').replaceAll('ё', 'е');
}

/** A key that types a character (not a shortcut): typing it on a closed picker opens it with that text. */
export function isTypedKey(e: { key: string; ctrlKey: boolean; altKey: boolean; metaKey: boolean }): boolean {
  return e.key.length === 1 && e.key !== ' ' && !e.ctrlKey && !e.altKey && !e.metaKey;
}
