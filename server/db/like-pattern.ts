/** `%term%` for ILIKE: `%`, `_` and `\` typed into a search box are letters, not patterns. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
