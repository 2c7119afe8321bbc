import type { Kysely } from 'kysely';
import { accountDocument } from './account-pdf.ts';
import { actDocument } from './act-pdf.ts';
import { renderPdf } from './pdf-render.ts';
import type { DB } from '../db/db-types.ts';

/** A rendered document, ready to attach to a letter or to answer a preview. */
export interface FinancePdf {
  filename: string;
  bytes: Buffer;
}

/**
 * The account (счёт на оплату) of one account row, «Счёт №N от dd.MM.yyyy.pdf». The send calls and
 * the console preview use this one function, so what is previewed is what is sent.
 */
export async function accountPdf(db: Kysely<DB>, accountId: number): Promise<FinancePdf> {
  const { filename, doc } = await accountDocument(db, accountId);
  return { filename, bytes: await renderPdf(doc) };
}

/** The act (акт выполненных работ) of one act row, «Акт №N от dd.MM.yyyy.pdf». */
export async function actPdf(db: Kysely<DB>, actId: number): Promise<FinancePdf> {
  const { filename, doc } = await actDocument(db, actId);
  return { filename, bytes: await renderPdf(doc) };
}
