import { lastDayOfMonth } from 'date-fns/lastDayOfMonth';
import type { Kysely } from 'kysely';
import { isoDate, toDate } from '../../../core/format.ts';
import { mobilePhone } from './demo-contractors.ts';
import { seedEquipment } from './demo-equipment.ts';
import {
  BELARUS_SURNAMES,
  FOREIGN_NAMES,
  FEMALE_NAMES,
  feminine,
  latin,
  MALE_NAMES,
  PATRONYMICS,
  SURNAMES,
} from './demo-people.data.ts';
import type { ReferenceIds } from './demo-reference.ts';
import { PASSPORT_TYPES } from './demo-reference.data.ts';
import type { DemoUsers } from './demo-users.ts';
import { insertRows } from './seed-insert.ts';
import { addDays, type Random, ruDate } from './seed-random.ts';
import type { DB } from '../db-types.ts';

export interface DemoIndividual {
  id: number;
  name: string;
  status: number;
  relationType: number;
  workTypeIds: number[];
  available: boolean;
  home: [number, number];
}

const COUNT = 120;
const NATION_BY_PASSPORT: Record<number, string> = { 1: 'ru', 2: 'by', 3: 'kz', 4: 'kg', 5: 'am', 6: 'uz', 7: 'tj' };
const ISSUERS: Record<string, string> = {
  ru: 'ГУ МВД России по г. Москве',
  by: 'Партизанский РУВД г. Минска',
  kz: 'МВД Республики Казахстан',
  kg: 'ГРС при ПКР',
  am: 'Паспортный стол ОВД Еревана',
  uz: 'ОВД Республики Узбекистан',
  tj: 'МВД Республики Таджикистан',
};

function personName(rnd: Random, nation: string, female: boolean): string {
  if (nation === 'ru' || nation === 'by') {
    const last = nation === 'by' && rnd.chance(0.5) ? rnd.pick(BELARUS_SURNAMES) : rnd.pick(SURNAMES);
    const patronymic = rnd.pick(PATRONYMICS);
    return female
      ? `${feminine(last)} ${rnd.pick(FEMALE_NAMES)} ${patronymic.replace(/ич$/, 'на')}`
      : `${last} ${rnd.pick(MALE_NAMES)} ${patronymic}`;
  }
  const names = FOREIGN_NAMES[nation === 'tj' && rnd.chance(0.5) ? 'uz' : nation];
  return `${rnd.pick(names.last)} ${rnd.pick(names.first)}`;
}

/** Main work type first: most are loaders; some drivers, riggers, assemblers, packers. */
function workTypesFor(rnd: Random, female: boolean): number[] {
  if (female) return [53, 56];
  const main = rnd.weighted([
    [48, 10],
    [52, 2],
    [50, 2],
    [51, 2],
    [49, 2],
    [55, 1],
  ] as const);
  const extra = rnd.sample([48, 49, 53, 56], rnd.int(0, 2)).filter((w) => w !== main);
  return [main, ...extra];
}

export async function seedIndividuals(db: Kysely<DB>, rnd: Random, ref: ReferenceIds, users: DemoUsers, today: string) {
  const brigadeNames = [
    'Бригада «Север»',
    'Бригада «Юг»',
    'Бригада «Восток»',
    'Бригада такелажников',
    'Бригада сборщиков',
    'Ночная бригада',
  ];
  const brigadeIds = await insertRows(
    db,
    'brigades',
    brigadeNames.map((name) => ({ name, comment: 'Постоянный состав' })),
  );
  const people: DemoIndividual[] = [];
  const rows: Record<string, any>[] = [];
  for (let i = 0; i < COUNT; i++) {
    // The first seven rows cover every status and passport type; the rest follow a realistic mix.
    const status =
      i < 7
        ? i + 1
        : rnd.weighted([
            [1, 3],
            [2, 6],
            [3, 3],
            [4, 1],
            [5, 2],
            [6, 1],
            [7, 1],
          ] as const);
    const passportType =
      i < 7
        ? 7 - i
        : rnd.weighted([
            [1, 12],
            [2, 1],
            [3, 1],
            [4, 2],
            [5, 1],
            [6, 4],
            [7, 1],
          ] as const);
    const nation = NATION_BY_PASSPORT[passportType];
    const female = rnd.chance(0.08);
    const street = rnd.pick(ref.streets);
    const workTypeIds = workTypesFor(rnd, female);
    // Row 5 (status 6) is always fired for two weeks: the demo's temporarily fired worker.
    const fired = status === 7 || (status === 6 && (i === 5 || rnd.chance(0.5)));
    const applied = status === 1 ? addDays(today, -rnd.int(1, 29)) : addDays(today, -rnd.int(35, 1100));
    const name = personName(rnd, nation, female);
    const foreign = passportType !== 1;
    const phone = mobilePhone(rnd);
    rows.push({
      name,
      phone,
      status,
      relation_type_id: rnd.chance(0.8) ? 1 : 2,
      payment_method_id: rnd.weighted([
        [1, 6],
        [2, 3],
        [3, 1],
      ] as const),
      brigade_id: i < 36 ? brigadeIds[i % brigadeIds.length] : null,
      user_id: rnd.pick(users.logistIds),
      birth_date: addDays(today, -rnd.int(19 * 365, 55 * 365)),
      applied_date: applied,
      address: `г. Москва, ${street.name}, д. ${rnd.int(1, 90)}, кв. ${rnd.int(1, 250)}`,
      metro_station_ids: rnd.sample(street.metroIds, rnd.int(1, 2)),
      territory_ids: [street.territoryId],
      passport_type_id: passportType,
      passport_series:
        // Stored as the server keeps them: no spaces (server/domain/individuals/duplicate-passport.ts).
        nation === 'ru' ? `${rnd.int(40, 46)}${rnd.digits(2)}` : rnd.pick(['AC', 'AN', 'MP', 'N', 'FA']),
      passport_number: rnd.digits(nation === 'ru' ? 6 : 7),
      passport_issue: `${ISSUERS[nation]}, ${ruDate(addDays(applied, -rnd.int(200, 3000)))}`,
      registration: foreign
        ? `Миграционный учёт до ${ruDate(addDays(today, rnd.int(-20, 300)))}: г. Москва, ${rnd.pick(ref.streets).name}, д. ${rnd.int(1, 60)}`
        : `г. Москва, ${street.name}, д. ${rnd.int(1, 90)}`,
      inn: rnd.chance(0.7) ? rnd.digits(12) : null,
      snils: nation === 'ru' ? `${rnd.digits(3)}-${rnd.digits(3)}-${rnd.digits(3)} ${rnd.digits(2)}` : null,
      ras_acc: rnd.chance(0.5) ? `40817810${rnd.digits(12)}` : null,
      card_number: rnd.chance(0.7) ? `2202 20${rnd.digits(2)} ${rnd.digits(4)} ${rnd.digits(4)}` : null,
      // A card is valid to the end of a month (spec 01 §2 'card active-until month and year').
      card_active_until: isoDate(
        lastDayOfMonth(
          toDate(`${Number(today.slice(0, 4)) + rnd.int(0, 4)}-${String(rnd.int(1, 12)).padStart(2, '0')}-01`),
        ),
      ),
      card_comment: rnd.chance(0.1) ? 'Карта жены' : null,
      document_pack_id: PASSPORT_TYPES[passportType - 1].pack,
      med_polis_until: foreign ? addDays(today, rnd.int(-30, 365)) : null,
      podr_contract_until: rnd.chance(0.5) ? addDays(today, rnd.int(-10, 300)) : null,
      job_time: rnd.pick(['Полный день', 'Только выходные', 'После 18:00', 'Любое время', 'Ночные смены']),
      height: rnd.int(160, 195),
      cloth_size: rnd.pick(['46', '48', '50', '52', '54', '56']),
      has_conviction: rnd.chance(0.04),
      mobile_app: rnd.chance(0.4),
      auto_rate: rnd.chance(0.2),
      fix_pay: rnd.chance(0.08),
      is_outsourcer: rnd.chance(0.05),
      fired,
      fired_until: fired && status === 6 ? addDays(today, i === 5 ? 14 : rnd.int(3, 30)) : null,
      tg_link: rnd.chance(0.3) ? `@${latin(name.split(' ')[1] ?? name)}_${rnd.digits(3)}` : null,
      last_worked_at: status === 7 ? addDays(today, -rnd.int(60, 400)) : addDays(today, -rnd.int(1, 20)),
      total_work_time: String(status === 1 ? rnd.int(0, 40) : rnd.int(40, 1500)),
    });
    people.push({
      id: 0,
      name,
      status,
      relationType: 0,
      workTypeIds,
      available: !fired && [1, 2, 3, 5].includes(status),
      home: [street.point[0] + (rnd.next() - 0.5) * 0.04, street.point[1] + (rnd.next() - 0.5) * 0.06],
    });
  }
  const ids = await insertRows(db, 'individuals', rows);
  ids.forEach((id, i) => {
    people[i].id = id;
    people[i].relationType = rows[i].relation_type_id;
  });
  // Each brigade's leader is its first member; he also works as a brigadier (work type 54).
  for (const [k, brigadeId] of brigadeIds.entries()) {
    await db.updateTable('brigades').set({ brigadier_id: ids[k] }).where('id', '=', brigadeId).execute();
    if (!people[k].workTypeIds.includes(54)) people[k].workTypeIds.push(54);
  }
  await insertRows(
    db,
    'individual_phones',
    rows.flatMap((r, i) => [
      { individual_id: ids[i], phone: r.phone, comment: 'Основной' },
      // The first three have five numbers: the form shows three and a toggle for the rest (spec 01 §9).
      ...Array.from({ length: i < 3 ? 4 : rnd.chance(0.3) ? 1 : 0 }, () => ({
        individual_id: ids[i],
        phone: mobilePhone(rnd),
        comment: rnd.pick(['Второй номер', 'WhatsApp', 'Жена']),
      })),
    ]),
  );
  await insertRows(
    db,
    'individual_work_types',
    people.flatMap((p) =>
      p.workTypeIds.map((work_type_id, k) => ({ individual_id: p.id, work_type_id, main: k === 0 })),
    ),
  );
  await insertRows(
    db,
    'individual_prices',
    people
      .filter((_, i) => rows[i].fix_pay)
      .map((p) => ({
        individual_id: p.id,
        work_type_id: p.workTypeIds[0],
        instrument_type_id: null,
        rate1: '400.00',
        rate2: '0.00',
      })),
  );
  await seedEquipment(db, rnd, ref, users, people, today);
  return people;
}
