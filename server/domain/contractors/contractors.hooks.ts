import type { Kysely } from 'kysely';
import { AppError } from '../../../core/errors.ts';
import type { ParsedWrite } from '../../../core/resources/write-schema.ts';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import type { Row } from '../../crud/serialize.ts';
import { contractorActivity } from './contractor-activity.ts';
import type { DB } from '../../db/db-types.ts';

export const contractorTexts = {
  oneDocContact: 'Контакт для документов может быть только один',
  holdingSelf: 'Контрагент не может входить в холдинг сам в себя',
  holdingNotHolding: 'Выбранный контрагент не отмечен как холдинг',
  connectSelf: 'Контрагент не может быть связан сам с собой',
} as const;

const refuse = (field: string, label: string, message: string) =>
  AppError.validation({ [field]: [message] }, [`${label}: ${message}`]);

/** Contacts after this save: the stored ones with the sent changes applied. */
async function docContactCount(trx: Kysely<DB>, id: number | null, parsed: ParsedWrite): Promise<number> {
  const rows = parsed.nested.contractor_contacts;
  if (!rows) return 0;
  const stored =
    id === null
      ? []
      : await trx
          .selectFrom('contractor_contacts')
          .select(['id', 'is_doc_contact'])
          .where('contractor_id', '=', id)
          .execute();
  const flags = new Map<string, boolean>(stored.map((r) => [`s${r.id}`, r.is_doc_contact === true]));
  rows.forEach((row, i) => {
    const key = row.id === undefined ? `n${i}` : `s${row.id}`;
    if (row.destroy) flags.delete(key);
    else if ('is_doc_contact' in row.values) flags.set(key, row.values.is_doc_contact === true);
  });
  return [...flags.values()].filter(Boolean).length;
}

async function checkHolding(trx: Kysely<DB>, id: number | null, values: Record<string, unknown>) {
  const holdingId = values.holding_id;
  if (holdingId !== undefined && holdingId !== null) {
    if (holdingId === id) throw refuse('holding_id', 'Входит в холдинг', contractorTexts.holdingSelf);
    const target = await trx
      .selectFrom('contractors')
      .select('holding')
      .where('id', '=', Number(holdingId))
      .executeTakeFirst();
    if (target && !target.holding) throw refuse('holding_id', 'Входит в холдинг', contractorTexts.holdingNotHolding);
  }
  if (values.contractor_connect_id !== undefined && values.contractor_connect_id === id && id !== null)
    throw refuse('contractor_connect_id', 'Связанный контрагент', contractorTexts.connectSelf);
}

/** doc_contractor_contact_id follows the contact marked «Контакт для документов» (spec 01 §3). */
async function syncDocContact(trx: Kysely<DB>, id: number) {
  const doc = await trx
    .selectFrom('contractor_contacts')
    .select('id')
    .where('contractor_id', '=', id)
    .where('is_doc_contact', '=', true)
    .executeTakeFirst();
  await trx
    .updateTable('contractors')
    .set({ doc_contractor_contact_id: doc?.id ?? null })
    .where('id', '=', id)
    .execute();
}

export const contractorsHooks: ResourceHooks = {
  async beforeSave({ trx }, parsed, existing: Row | null) {
    const id = existing ? Number(existing.id) : null;
    await checkHolding(trx, id, parsed.values);
    if ((await docContactCount(trx, id, parsed)) > 1)
      throw refuse('contractor_contacts', 'Контакты', contractorTexts.oneDocContact);
  },
  async afterSave({ trx }, id, parsed) {
    if (parsed.nested.contractor_contacts) await syncDocContact(trx, id);
  },
  computed: contractorActivity,
};
