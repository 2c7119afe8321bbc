import type { Content, TableCell } from 'pdfmake/interfaces';
import { formatRoubles } from '../../core/money.ts';
import { amountInWords } from '../../core/rules/amount-in-words.rule.ts';
import { vatLine } from '../../core/rules/vat.rule.ts';

// Blocks shared by the account and the act: the numbered lines, the totals with the VAT line, the
// amount in words and a signature line. Money is kopecks in bigint until it is printed.

export interface DocumentLine {
  name: string;
  /** Exact decimal as SQL gives it ('1', '2.500'). */
  quantity: string;
  unit: string;
  price: bigint | null;
  amount: bigint;
}

/** '2.500' → '2,5', '1' → '1': a quantity as the document prints it. */
export function formatQuantity(q: string): string {
  const trimmed = q.includes('.') ? q.replace(/\.?0+$/, '') : q;
  return trimmed.replace('.', ',');
}

const th = (text: string): TableCell => ({ text, bold: true, alignment: 'center', fillColor: '#eeeeee' });
const right = (text: string): TableCell => ({ text, alignment: 'right', noWrap: true });

/** № | name | quantity | unit | price | amount, numbered from 1. */
export function linesTable(lines: readonly DocumentLine[], nameHeader: string): Content {
  return {
    table: {
      headerRows: 1,
      // Figures are never wrapped, so their columns take the widest one printed ('auto'): fixed
      // widths let 1 000 000 000,00 run into the next column (issue 24 item 10).
      widths: [18, '*', 'auto', 'auto', 'auto', 'auto'],
      body: [
        [th('№'), th(nameHeader), th('Кол-во'), th('Ед.'), th('Цена'), th('Сумма')],
        ...lines.map((l, i): TableCell[] => [
          { text: String(i + 1), alignment: 'center' },
          l.name,
          right(formatQuantity(l.quantity)),
          { text: l.unit, alignment: 'center' },
          right(l.price === null ? '' : formatRoubles(l.price)),
          right(formatRoubles(l.amount)),
        ]),
      ],
    },
    layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5 },
    margin: [0, 8, 0, 4],
  };
}

/** Итого / the VAT line / Всего к оплате, right-aligned under the table. */
export function totalsBlock(total: bigint, vatRate: number | null, finalLabel: string): Content {
  const row = (label: string, value: string) => [
    { text: label, bold: true, alignment: 'right' as const },
    right(value),
  ];
  const vat = vatLine(total, vatRate);
  const [vatLabel, vatValue] = vat.includes(': ') ? vat.split(': ') : [vat, '—'];
  return {
    table: {
      widths: ['*', 'auto'],
      body: [row('Итого:', formatRoubles(total)), row(`${vatLabel}:`, vatValue), row(finalLabel, formatRoubles(total))],
    },
    layout: 'noBorders',
  };
}

/** «Всего наименований 2, на сумму 1 234,50 руб.» and the amount in words in bold. */
export function amountSummary(count: number, total: bigint, countLabel: string): Content[] {
  return [
    { text: `${countLabel} ${count}, на сумму ${formatRoubles(total)} руб.`, margin: [0, 8, 0, 0] },
    { text: amountInWords(total), bold: true, margin: [0, 2, 0, 8] },
  ];
}

/** «Руководитель ________ / Петров И. С. /»: a role (none in a party's column), a line to sign on, the name. */
export function signature(role: string | null, name: string | null): Content {
  return {
    columns: [
      ...(role ? [{ text: role, width: 80, bold: true }] : []),
      { text: '_______________', width: 90 },
      { text: name ? `/ ${name} /` : '/                    /', width: '*' },
    ],
    margin: [0, 14, 0, 0],
  };
}

export function heading(text: string): Content {
  return { text, bold: true, fontSize: 14, margin: [0, 12, 0, 4] };
}

/** A label in bold followed by its text: «Поставщик: ООО …». */
export function labelled(label: string, text: string): Content {
  return { text: [{ text: `${label} `, bold: true }, text], margin: [0, 2, 0, 2] };
}
