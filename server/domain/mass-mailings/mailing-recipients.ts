import type { Kysely } from 'kysely';
import { normalizePhone } from '../../../core/phone.ts';
import type { DB } from '../../db/db-types.ts';

/** Whom one mailing reaches: a contractor through one contact, or the author for a test send. */
export interface MailingRecipient {
  /** null: the author himself (sent_to_yourself). */
  contractor_id: number | null;
  contractor: string;
  /** The contact's name (for the error rows); null when the contractor has no contact at all. */
  contact: string | null;
  email: string | null;
  /** Canonical digits ('79261445956'), as WhatsApp gateways take them. */
  phone: string | null;
}

interface ContactRow {
  id: number;
  contractor_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  is_doc_contact: boolean;
}

const filled = (v: string | null) => (v?.trim() ? v.trim() : null);

/**
 * One address per contractor and channel, from its contacts in this order: the documents contact
 * (contractors.doc_contractor_contact_id), any contact marked for documents, then the others by id;
 * the e-mail is the first of them that has one, the phone likewise. A client gets one letter, sent
 * to the person who receives its accounts and acts, not one per employee.
 */
export async function contractorRecipients(db: Kysely<DB>, ids: readonly number[]): Promise<MailingRecipient[]> {
  if (ids.length === 0) return [];
  const contractors = await db
    .selectFrom('contractors')
    .select(['id', 'name', 'doc_contractor_contact_id'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  const contacts = (await db
    .selectFrom('contractor_contacts')
    .select(['id', 'contractor_id', 'name', 'email', 'phone', 'is_doc_contact'])
    .where('contractor_id', 'in', [...ids])
    .orderBy('id')
    .execute()) as ContactRow[];
  return contractors.map((c) => {
    const own = contacts
      .filter((k) => k.contractor_id === c.id)
      .sort(
        (a, b) =>
          Number(b.id === c.doc_contractor_contact_id) - Number(a.id === c.doc_contractor_contact_id) ||
          Number(b.is_doc_contact) - Number(a.is_doc_contact) ||
          a.id - b.id,
      );
    const withEmail = own.find((k) => filled(k.email));
    const withPhone = own.find((k) => filled(k.phone) && normalizePhone(k.phone!));
    return {
      contractor_id: c.id,
      contractor: c.name,
      contact: (withEmail ?? withPhone ?? own[0])?.name ?? null,
      email: withEmail ? filled(withEmail.email) : null,
      phone: withPhone ? normalizePhone(withPhone.phone!) : null,
    };
  });
}

/** The test send (sent_to_yourself): the author's own e-mail and phone. */
export async function authorRecipient(db: Kysely<DB>, userId: number): Promise<MailingRecipient> {
  const user = await db
    .selectFrom('users')
    .select(['name', 'email', 'phone'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    contractor_id: null,
    contractor: user.name,
    contact: user.name,
    email: filled(user.email),
    phone: user.phone ? normalizePhone(user.phone) : null,
  };
}
