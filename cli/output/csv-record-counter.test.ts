import { describe, expect, it } from 'vitest';
import { csvRecordCounter } from './csv-record-counter.ts';

describe('csvRecordCounter', () => {
  it('counts records, not lines: quoted line breaks and doubled quotes stay inside their field, across chunks', () => {
    const text = '№;Комментарий\r\n1;"штраф; ""опоздание"""\r\n2;"выплата\r\nвторая строка"\r\n3;просто\r\n';
    const bytes = Buffer.from(text);
    for (const cut of [1, 7, 20, bytes.length - 3]) {
      const counter = csvRecordCounter();
      counter.push(bytes.subarray(0, cut));
      counter.push(bytes.subarray(cut));
      expect(counter.records, `cut at ${cut}`).toBe(4);
    }
  });
});
