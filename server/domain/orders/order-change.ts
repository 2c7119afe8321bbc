/** One line of an order's change history: a field (or a row of its lists) from what to what. */
export interface OrderChange {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
}

/**
 * A stored value as the text history keeps: arrays and JSON as JSON, numbers without trailing
 * zeros, times as HH:mm (the card's time picker has no seconds).
 */
export function historyText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (/^\d{2}:\d{2}:00$/.test(text)) return text.slice(0, 5);
  return /^-?\d+\.\d+$/.test(text) ? text.replace(/\.?0+$/, '') : text;
}
