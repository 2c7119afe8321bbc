import { formatRoubles, type MoneyInput, mulMoney, sumMoney, toKopecks } from '../money.ts';

// Issue 24 item 1-2, the rule of what a document bills: an account or an act prints lines, and the
// lines it prints add up to its stored amount, always. A document's own lines (spec 02 §3 'nested
// products') are what it prints when it has any; an act without them prints one line per order, an
// account one service line at its amount. Money in kopecks (bigint), never floats.

export interface ProductLine {
  quantity: string | number | null;
  price: MoneyInput;
  amount: MoneyInput;
}

const blank = (v: MoneyInput) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** What a line bills: its amount, else price × quantity (quantity 1 when empty); null when it names neither. */
export function productLineAmount(line: ProductLine): bigint | null {
  if (!blank(line.amount)) return toKopecks(line.amount);
  if (blank(line.price)) return null;
  return mulMoney(toKopecks(line.price), line.quantity ?? 1);
}

export const documentLineTexts = {
  noSum: 'укажите цену или сумму',
  notPriceTimesQuantity: (quantity: string, price: bigint, product: bigint) =>
    `не равна цене × количество: ${quantity} × ${formatRoubles(price)} = ${formatRoubles(product)}`,
  /** The whole list against the document's amount: «в сумме 600,00, а сумма счёта 1 000,00…». */
  totalMismatch: (lines: bigint, whose: string, amount: bigint) =>
    `в сумме ${formatRoubles(lines)}, а сумма ${whose} ${formatRoubles(amount)}: документ печатает строки, исправьте строки или сумму`,
  /** An act printed from its orders whose orders do not add up to its amount (status 1 without lines). */
  actOrdersMismatch: (act: string, orders: bigint, amount: bigint) =>
    `Акт №${act} не сходится: его заказы на ${formatRoubles(orders)}, а сумма акта ${formatRoubles(amount)}. Исправьте сумму акта или его заказы (или задайте строки «Товары и услуги»)`,
  /** A stored document whose printed lines would not add up (written before the rule): not issued. */
  documentMismatch: (document: string, lines: bigint, amount: bigint) =>
    `${document} не сходится: строки на ${formatRoubles(lines)}, а сумма ${formatRoubles(amount)}. Исправьте строки или сумму`,
} as const;

export interface LineProblem {
  /** Place of the line in the document (0-based), or null for the list as a whole. */
  index: number | null;
  field: 'amount' | null;
  message: string;
}

/** '2.500' → '2,5': the quantity as a person typed it. */
const quantityText = (q: string | number | null) =>
  String(q ?? 1)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')
    .replace('.', ',');

/** Problems of the lines themselves: a line naming neither price nor sum, a sum that is not price × quantity. */
export function lineProblems(lines: readonly ProductLine[]): LineProblem[] {
  const problems: LineProblem[] = [];
  lines.forEach((line, index) => {
    const sum = productLineAmount(line);
    if (sum === null) problems.push({ index, field: 'amount', message: documentLineTexts.noSum });
    else if (!blank(line.amount) && !blank(line.price)) {
      const product = mulMoney(toKopecks(line.price), line.quantity ?? 1);
      if (product !== sum)
        problems.push({
          index,
          field: 'amount',
          message: documentLineTexts.notPriceTimesQuantity(quantityText(line.quantity), toKopecks(line.price), product),
        });
    }
  });
  return problems;
}

/**
 * Every problem of a document's own lines against its amount: those of the lines themselves, then
 * the lines' total differing from `amount`. `whose` is the genitive of the document («счёта»,
 * «акта»). Empty when the lines bill exactly the amount (or there are none).
 */
export function documentLineProblems(amount: MoneyInput, lines: readonly ProductLine[], whose: string): LineProblem[] {
  const problems = lineProblems(lines);
  if (problems.length || lines.length === 0) return problems;
  const total = linesTotal(lines);
  if (total !== toKopecks(amount))
    problems.push({
      index: null,
      field: null,
      message: documentLineTexts.totalMismatch(total, whose, toKopecks(amount)),
    });
  return problems;
}

/** The sum of the lines as printed (a line without a sum counts 0). */
export function linesTotal(lines: readonly ProductLine[]): bigint {
  return sumMoney(lines.map((l) => productLineAmount(l) ?? 0n));
}
