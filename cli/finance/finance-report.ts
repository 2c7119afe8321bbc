import { fileErrorReason } from '../file-errors.ts';
import { writeFileSync } from 'node:fs';
import type { BatchItem } from '../batch/resume-file.ts';
import { usageError } from '../cli-error.ts';
import { csvLine, UTF8_BOM } from '../output/csv.ts';

export interface ReportFacts {
  contractor: string;
  sum: string;
}

const resultText: Record<BatchItem['status'], string> = {
  done: 'выполнено',
  failed: 'ошибка',
  pending: 'не выполнено',
};

/**
 * `--report out.csv`: one line per item (№, contractor or worker, sum, result, message) in the order given,
 * separated by `;` with a BOM, as a Russian Excel opens a CSV by double click (its list separator is
 * `;`, the comma being the decimal sign: issue 24 item 7). The message is the server's answer («Счёт №7 уже
 * оплачен: ничего не изменено») or the error.
 */
export function writeReport(
  path: string,
  items: readonly BatchItem[],
  facts: ReadonlyMap<string, ReportFacts>,
  whose = 'Контрагент',
) {
  const line = (fields: string[]) => csvLine(fields, ';');
  const lines = [line(['№', whose, 'Сумма', 'Результат', 'Сообщение'])];
  for (const i of items) {
    const f = facts.get(i.item);
    lines.push(line([i.item, f?.contractor ?? '', f?.sum ?? '', resultText[i.status], i.message ?? i.error ?? '']));
  }
  try {
    writeFileSync(path, `${UTF8_BOM}${lines.join('')}`);
  } catch (e) {
    throw usageError(`Не удалось записать отчёт ${path}: ${fileErrorReason(e)}`);
  }
}
