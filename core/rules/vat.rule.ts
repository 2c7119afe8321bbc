import { formatRoubles } from '../money.ts';

// Issue 12 item 4: 'the VAT line as configured'. Our prices include VAT, so an invoice names the
// VAT inside its total («В том числе НДС 20%: 205,75») or says «Без НДС» for an entity on the
// simplified tax system. The rate is set per legal entity (company_requisites.vat_rate).

/** The VAT inside a gross amount at `rate` percent, in kopecks, half away from zero: total × r / (100 + r). */
export function vatIncluded(grossKopecks: bigint, rate: number): bigint {
  const r = BigInt(rate);
  const n = grossKopecks * r;
  const d = 100n + r;
  const q = ((n < 0n ? -n : n) * 2n + d) / (d * 2n);
  return n < 0n ? -q : q;
}

/** The invoice's VAT line: «Без НДС» without a rate, else «В том числе НДС 20%: 205,75». */
export function vatLine(grossKopecks: bigint, rate: number | null | undefined): string {
  if (rate == null || rate <= 0) return 'Без НДС';
  return `В том числе НДС ${rate}%: ${formatRoubles(vatIncluded(grossKopecks, rate))}`;
}
