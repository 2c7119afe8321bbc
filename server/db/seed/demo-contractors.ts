import type { Kysely } from 'kysely';
import {
  COMPANIES,
  CONTACT_POSITIONS,
  FEMALE_NAMES,
  feminine,
  latin,
  MALE_NAMES,
  SURNAMES,
} from './demo-people.data.ts';
import type { ReferenceIds } from './demo-reference.ts';
import { BASE_RATES, DRIVER_RATES, VEHICLE_IDS } from './demo-reference.data.ts';
import type { DemoUsers } from './demo-users.ts';
import { insertRows } from './seed-insert.ts';
import { addDays, type Random, roundTo, rub } from './seed-random.ts';
import type { DB } from '../db-types.ts';

export interface PriceRates {
  work_type_id: number;
  instrument_type_id: number | null;
  rate_client1: string;
  rate_client2: string;
  rate_individual1: string;
  rate_individual2: string;
}

export interface DemoContractor {
  id: number;
  name: string;
  paymentType: number;
  companyType: number;
  contactIds: number[];
  contactPhones: string[];
  docContactId: number;
  docEmail: string;
  managerId: number;
  prices: PriceRates[];
  /** Regular clients order often; the demo gives them most of the orders. */
  weight: number;
}

const MOBILE_CODES = ['903', '905', '915', '916', '925', '926', '964', '977', '985', '999'];
export const mobilePhone = (rnd: Random) => `7${rnd.pick(MOBILE_CODES)}${rnd.digits(7)}`;

function contractorPrices(rnd: Random): PriceRates[] {
  const factor = 0.9 + rnd.next() * 0.25;
  const line = (
    work_type_id: number,
    instrument_type_id: number | null,
    [client, worker]: [number, number],
    fixed = 0,
  ) => ({
    work_type_id,
    instrument_type_id,
    rate_client1: rub(roundTo(client * factor, 10)),
    rate_client2: rub(fixed),
    rate_individual1: rub(worker),
    rate_individual2: rub(0),
  });
  const workTypes = [48, ...rnd.sample([49, 50, 51, 53, 54, 55, 56], rnd.int(1, 4))];
  const prices = workTypes.map((wt) => line(wt, null, BASE_RATES[wt]));
  if (rnd.chance(0.6)) {
    for (const v of rnd.sample(VEHICLE_IDS, rnd.int(1, 2))) prices.push(line(52, v, DRIVER_RATES[v], 500));
  }
  return prices;
}

export async function seedContractors(db: Kysely<DB>, rnd: Random, ref: ReferenceIds, users: DemoUsers, today: string) {
  const contractors: DemoContractor[] = [];
  for (const [i, [name, short_name, domain, scope]] of COMPANIES.entries()) {
    const isPrivate = name.startsWith('ИП ') || name.includes('частный');
    const paymentType = isPrivate
      ? rnd.pick([1, 3, 4])
      : rnd.weighted([
          [1, 2],
          [2, 6],
          [3, 1],
          [4, 1],
        ] as const);
    const street = rnd.pick(ref.streets);
    const hasDiscount = rnd.chance(0.8);
    const row = {
      name,
      short_name,
      contractor_type_id: isPrivate ? 4 : i % 7 === 0 ? 2 : i === 41 ? 3 : 1,
      // The first client is a holding; the second and third belong to it, the fourth is linked to the third.
      holding: i === 0,
      holding_id: i === 1 || i === 2 ? contractors[0]?.id : null,
      contractor_connect_id: i === 3 ? contractors[2]?.id : null,
      payment_type: paymentType,
      payment_condition_id: paymentType === 2 ? rnd.pick(ref.paymentConditionIds.slice(1)) : ref.paymentConditionIds[0],
      prepayment_condition_id: isPrivate ? ref.prepaymentConditionIds[2] : ref.prepaymentConditionIds[0],
      work_condition_ids: rnd.sample(ref.workConditionIds, rnd.int(0, 3)),
      contractor_scope_id: ref.contractorScopeIds[scope],
      main_user_id: rnd.pick(users.managerIds),
      user_ids: rnd.sample(users.managerIds, rnd.int(0, 2)),
      doc_address: `г. Москва, ${street.name}, д. ${rnd.int(1, 120)}${isPrivate ? `, кв. ${rnd.int(1, 300)}` : `, офис ${rnd.int(1, 40)}`}`,
      doc_address_type_id: 1,
      metro_station_id: rnd.pick(street.metroIds),
      contract_num: isPrivate ? null : `${rnd.int(2021, 2025)}/${String(i + 1).padStart(3, '0')}-П`,
      contract_date: isPrivate ? null : addDays(today, -rnd.int(60, 1500)),
      own_courier: rnd.chance(0.15),
      coop_conditions: rnd.pick([
        'Минимальный заказ 4 часа',
        'Счёт раз в неделю, акт в конце месяца',
        'Работники с медкнижкой',
        null,
      ]),
      comment: rnd.pick([
        null,
        null,
        'Звонить за день до заказа',
        'Пропуск заказывать накануне до 16:00',
        'Не любит новичков',
      ]),
      company_type: rnd.pick([1, 2]),
      is_season: rnd.chance(0.15),
      onetimer: isPrivate && rnd.chance(0.5),
      outsource: i === 41,
      from_ads: rnd.chance(0.3),
      sms_enabled: rnd.chance(0.9),
      has_discount: hasDiscount,
      discount: hasDiscount ? String(rnd.pick([0, 0, 0, 3, 5, 10])) : String(rnd.pick([5, 10])),
      created_at: new Date(`${addDays(today, -rnd.int(90, 1500))}T09:00:00Z`).toISOString(),
    };
    const [id] = await insertRows(db, 'contractors', [row]);
    const contacts = Array.from({ length: isPrivate ? 1 : rnd.int(1, 4) }, (_, k) => {
      const female = rnd.chance(0.5);
      const first = rnd.pick(female ? FEMALE_NAMES : MALE_NAMES);
      const last = rnd.pick(SURNAMES);
      const surname = female ? feminine(last) : last;
      return {
        contractor_id: id,
        name: isPrivate ? name.replace(/^ИП /, '').replace(/ \(.*\)$/, '') : `${first} ${surname}`,
        position: isPrivate ? null : rnd.pick(CONTACT_POSITIONS),
        phone: mobilePhone(rnd),
        email: isPrivate ? `${latin(short_name)}@${domain}` : `${latin(first)[0]}.${latin(surname)}@${domain}`,
        is_doc_contact: k === 0,
      };
    });
    const contactIds = await insertRows(db, 'contractor_contacts', contacts);
    await db
      .updateTable('contractors')
      .set({ doc_contractor_contact_id: contactIds[0] })
      .where('id', '=', id)
      .execute();
    const prices = contractorPrices(rnd);
    await insertRows(
      db,
      'contractor_prices',
      prices.map((p) => ({ contractor_id: id, ...p })),
    );
    contractors.push({
      id,
      name,
      paymentType,
      companyType: row.company_type,
      contactIds,
      contactPhones: contacts.map((c) => c.phone),
      docContactId: contactIds[0],
      docEmail: contacts[0].email,
      managerId: row.main_user_id,
      prices,
      weight: i < 12 ? 5 : isPrivate ? 1 : 2,
    });
  }
  return contractors;
}
