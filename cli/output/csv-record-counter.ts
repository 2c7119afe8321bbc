/**
 * Counts the records of a CSV as its bytes arrive, chunk by chunk: line breaks outside quotes end a
 * record, so a comment with a line break in it is still one record. A doubled quote inside a quoted
 * field toggles twice and changes nothing, which is why a plain toggle is exact.
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  return {
    push(chunk: Uint8Array) {
      for (const byte of chunk) {
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && !quoted) records++;
      }
    },
    get records() {
      return records;
    },
  };
}
