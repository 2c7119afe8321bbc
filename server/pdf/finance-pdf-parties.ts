import type { Kysely } from 'kysely';
import type { DB } from '../db/db-types.ts';

/** Our legal entity as a supplier / executor prints it (company_requisites, migration 0029). */
export interface SupplierRequisites {
  legal_name: string;
  inn: string | null;
  kpp: string | null;
  ogrn: string | null;
  address: string | null;
  bank_name: string | null;
  bik: string | null;
  settlement_account: string | null;
  correspondent_account: string | null;
  director_name: string | null;
  accountant_name: string | null;
  vat_rate: number | null;
}

/** The contractor as a buyer / customer prints it. */
export interface BuyerRequisites {
  name: string;
  legal_name: string | null;
  inn: string | null;
  kpp: string | null;
  doc_address: string | null;
  contract_num: string | null;
  contract_date: string | null;
  company_type: number | null;
}

export async function loadBuyer(db: Kysely<DB>, contractorId: number): Promise<BuyerRequisites> {
  return (
    db
      .selectFrom('contractors')
      .select(['name', 'legal_name', 'inn', 'kpp', 'doc_address', 'contract_num', 'contract_date', 'company_type'])
      .where('id', '=', contractorId)
      // An int enum whose options are built (companyTypeOptions), so their type leaves the value open.
      .$narrowType<{ company_type: number | null }>()
      .executeTakeFirstOrThrow()
  );
}

/**
 * The requisites of the first entity named in `preferred` that has a row, else of the lowest company
 * type: a document without a company type is still issued by one of ours, never by nobody.
 */
export async function loadSupplier(
  db: Kysely<DB>,
  preferred: readonly (number | string | null | undefined)[],
): Promise<SupplierRequisites> {
  const rows = await db
    .selectFrom('company_requisites')
    .selectAll()
    .orderBy('company_type')
    .$narrowType<{ company_type: number }>()
    .execute();
  const wanted = preferred.find((type) => type != null && rows.some((r) => r.company_type === Number(type)));
  const row = rows.find((r) => r.company_type === Number(wanted)) ?? rows[0];
  if (!row) throw new Error('company_requisites is empty: migration 0029 makes one row per legal entity');
  return row;
}

/** «Общество …, ИНН 7701234567, КПП 770101001, 105005, г. Москва, …»: the parts that are filled in. */
export function partyLine(
  name: string,
  parts: { inn?: string | null; kpp?: string | null; ogrn?: string | null; address?: string | null },
): string {
  return [
    name,
    parts.inn ? `ИНН ${parts.inn}` : null,
    parts.kpp ? `КПП ${parts.kpp}` : null,
    // A sole trader's number has 15 digits and its own name.
    parts.ogrn ? `${parts.ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН'} ${parts.ogrn}` : null,
    parts.address || null,
  ]
    .filter(Boolean)
    .join(', ');
}

export function supplierLine(s: SupplierRequisites): string {
  const bank = [
    s.settlement_account ? `р/с ${s.settlement_account}` : null,
    s.bank_name ? `в ${s.bank_name}` : null,
    s.bik ? `БИК ${s.bik}` : null,
    s.correspondent_account ? `к/с ${s.correspondent_account}` : null,
  ].filter(Boolean);
  return [partyLine(s.legal_name, s), ...bank].join(', ');
}

export function buyerLine(b: BuyerRequisites): string {
  return partyLine(b.legal_name || b.name, { inn: b.inn, kpp: b.kpp, address: b.doc_address });
}
