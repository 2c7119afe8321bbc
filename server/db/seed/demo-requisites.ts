import { type Kysely, sql } from 'kysely';
import type { DB } from '../db-types.ts';

/**
 * Demo requisites of our three legal entities (rows made by migration 0029) with made-up numbers,
 * so the demo's account and act PDFs read like real ones: one entity with VAT 20%, two without.
 */
const ours = [
  {
    company_type: 1,
    legal_name: 'Общество с ограниченной ответственностью «Грузовое такси»',
    inn: '7701234567',
    kpp: '770101001',
    ogrn: '1157746123456',
    address: '105005, г. Москва, ул. Бауманская, д. 7, стр. 1, офис 12',
    bank_name: 'ПАО Сбербанк, г. Москва',
    bik: '044525225',
    settlement_account: '40702810938000012345',
    correspondent_account: '30101810400000000225',
    director_name: 'Петров И. С.',
    accountant_name: 'Смирнова О. В.',
    vat_rate: 20,
  },
  {
    company_type: 2,
    legal_name: 'Общество с ограниченной ответственностью «Мастер переездов»',
    inn: '7702345678',
    kpp: '770201001',
    ogrn: '1187746654321',
    address: '127015, г. Москва, ул. Новодмитровская, д. 2, корп. 1',
    bank_name: 'АО «Альфа-Банк», г. Москва',
    bik: '044525593',
    settlement_account: '40702810701300023456',
    correspondent_account: '30101810200000000593',
    director_name: 'Кузнецов А. Н.',
    accountant_name: 'Кузнецов А. Н.',
    vat_rate: null,
  },
  {
    company_type: 3,
    legal_name: 'Индивидуальный предприниматель Соколов Андрей Викторович',
    inn: '771234567890',
    kpp: null,
    ogrn: '319774600123456',
    address: '119602, г. Москва, ул. Покрышкина, д. 8, кв. 41',
    bank_name: 'АО «Тинькофф Банк», г. Москва',
    bik: '044525974',
    settlement_account: '40802810100000345678',
    correspondent_account: '30101810145250000974',
    director_name: 'Соколов А. В.',
    accountant_name: null,
    vat_rate: null,
  },
];

export async function seedRequisites(db: Kysely<DB>): Promise<void> {
  for (const { company_type, ...row } of ours)
    await db.updateTable('company_requisites').set(row).where('company_type', '=', company_type).execute();
  // Buyers: the full legal form spelled out, a made-up INN (12 digits for a sole trader) and a KPP.
  await sql`
    UPDATE contractors SET
      legal_name = regexp_replace(regexp_replace(regexp_replace(name,
        '^ООО ', 'Общество с ограниченной ответственностью '),
        '^АО ', 'Акционерное общество '),
        '^ИП ', 'Индивидуальный предприниматель '),
      inn = CASE WHEN name LIKE 'ИП %' THEN (772000000000 + id * 7919)::text ELSE (7720000000 + id * 7919)::text END,
      kpp = CASE WHEN name LIKE 'ИП %' THEN NULL ELSE '77' || lpad((id % 100)::text, 2, '0') || '01001' END`.execute(
    db,
  );
}
