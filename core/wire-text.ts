/**
 * The text of a value that came off the wire, for messages and pattern checks.
 * `String(x)` throws on an object whose toString is not callable (`{"toString": null}` in JSON),
 * which turned a bad request into a 500; objects and arrays read as '' here and fail the check instead.
 */
export function wireText(raw: unknown): string {
  switch (typeof raw) {
    case 'string':
      return raw;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(raw);
    default:
      return '';
  }
}
