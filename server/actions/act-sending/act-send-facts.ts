import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import { texts } from '../../../core/texts.ts';
import { actDocument } from '../../pdf/act-pdf.ts';
import { documentAddress } from '../account-sending/document-recipient.ts';
import type { DeliveryRow } from '../account-sending/deliver-documents.ts';
import type { DB } from '../../db/db-types.ts';

export interface ActToSend {
  id: number;
  number: string | null;
  date: string | null;
  contractor_id: number;
  contractor: string;
}

export async function actToSend(db: Kysely<DB>, id: number): Promise<ActToSend | undefined> {
  return db
    .selectFrom('acts')
    .innerJoin('contractors', 'contractors.id', 'acts.contractor_id')
    .select(['acts.id', 'acts.number', 'acts.date', 'acts.contractor_id', 'contractors.name as contractor'])
    .where('acts.id', '=', id)
    .executeTakeFirst() as Promise<ActToSend | undefined>;
}

const refusal = (message: string) => AppError.validation({ base: [message] }, [message]);

/**
 * Why this act cannot go, before any letter is booked: no number or date (a document «Акт № … от»
 * without them is not one to send), or a PDF that would not add up (server/pdf/document-lines.ts
 * throws its own 422). Null when it can.
 */
export async function actSendRefusal(db: Kysely<DB>, act: ActToSend): Promise<AppError | null> {
  if (!act.number || !act.date) return refusal(texts.actNotSendable);
  try {
    await actDocument(db, act.id);
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  return null;
}

/** The act's address: its contractor's document contact, or the sender's own for a check copy. */
export async function actAddress(db: Kysely<DB>, act: ActToSend, checkCopyTo: string | null): Promise<string | null> {
  return checkCopyTo ?? (await documentAddress(db, act.contractor_id));
}

/** A journal row as the actions answer it: timestamps as ISO text. */
export const deliveryAnswer = <R extends DeliveryRow>(row: R) => ({
  ...row,
  sent_at: new Date(row.sent_at).toISOString(),
});
