import { type RawBuilder, sql } from 'kysely';
import { FEMALE_NAMES, MALE_NAMES, PATRONYMICS, SURNAMES } from './demo-people.data.ts';

// SQL of the benchmark-scale seed. Every value derives from the series number g through
// hashint4, so a run gives the same rows every time; no value comes from outside but numbers
// checked here and the fixed name lists below.

function checked(n: number): number {
  if (!Number.isSafeInteger(n)) throw new Error(`large seed: not an integer: ${n}`);
  return n;
}
const int = (n: number) => sql.raw(String(checked(n)));
const intArray = (ids: readonly number[]) => {
  if (ids.length === 0) throw new Error('large seed: an empty id list (is the demo data there?)');
  return sql.raw(`array[${ids.map(checked).join(',')}]::int[]`);
};
const textArray = (items: readonly string[]) =>
  sql.raw(`array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]`);

/** Three independent non-negative hashes of g, and g itself, for a series from..to. */
function series(from: number, to: number): RawBuilder<unknown> {
  return sql`(select g, hashint4(g) & 2147483647 as h1, hashint4(g # 1234567) & 2147483647 as h2,
    hashint4(g # 7654321) & 2147483647 as h3 from generate_series(${int(from)}, ${int(to)}) g) s`;
}

export interface LargeRefs {
  today: string;
  managerIds: number[];
  logistIds: number[];
  streetIds: number[];
  metroIds: number[];
  territoryIds: number[];
  paymentConditionIds: number[];
  scopeIds: number[];
}

const PREFIXES = [
  'Альфа',
  'Вектор',
  'Гранд',
  'Дельта',
  'Евро',
  'Мега',
  'Нова',
  'Омега',
  'Прайм',
  'Рус',
  'Северный',
  'Центр',
  'Южный',
  'Строй',
  'Техно',
  'Транс',
  'Лог',
  'Пром',
  'Агро',
  'Интер',
];
const SUFFIXES = ['Строй', 'Трейд', 'Логистик', 'Сервис', 'Групп', 'Маркет', 'Снаб', 'Монтаж', 'Пак', 'Склад'];
const CITIES = [
  'Москва',
  'Химки',
  'Мытищи',
  'Люберцы',
  'Подольск',
  'Балашиха',
  'Одинцово',
  'Королёв',
  'Видное',
  'Красногорск',
];

export function insertContractors(from: number, to: number, idBase: number, r: LargeRefs) {
  return sql`insert into contractors (id, name, short_name, contractor_type_id, payment_type, payment_condition_id,
      contractor_scope_id, main_user_id, doc_address, doc_address_type_id, company_type, has_discount, discount, sms_enabled,
      from_ads, created_at, updated_at)
    select ${int(idBase)} + g,
      case when h1 % 8 = 7 then 'ИП ' || person else (array['ООО','ООО','ООО','АО'])[1 + h1 % 4] || ' «' || p || s2 || '»' end,
      case when h1 % 8 = 7 then 'ИП ' || person else p || s2 end,
      case when h2 % 10 = 0 then 2 else 1 end,
      (array[1,2,2,2,3,4])[1 + h2 % 6],
      (${intArray(r.paymentConditionIds)})[1 + h3 % ${int(r.paymentConditionIds.length)}],
      (${intArray(r.scopeIds)})[1 + h1 % ${int(r.scopeIds.length)}],
      (${intArray(r.managerIds)})[1 + g % ${int(r.managerIds.length)}],
      'г. ' || (${textArray(CITIES)})[1 + h3 % ${int(CITIES.length)}] || ', ул. Промышленная, д. ' || (1 + h2 % 120),
      1, 1 + h3 % 2, true, (array[0,0,3,5,10])[1 + h1 % 5], h2 % 10 <> 0, h3 % 3 = 0,
      ${sql.lit(r.today)}::date - (h1 % 1500) * interval '1 day', now()
    from (select s.*, (${textArray(PREFIXES)})[1 + h1 % ${int(PREFIXES.length)}] as p,
      (${textArray(SUFFIXES)})[1 + h2 % ${int(SUFFIXES.length)}] || '-' || (1 + h3 % 90) as s2,
      (${textArray(SURNAMES)})[1 + h2 % ${int(SURNAMES.length)}] || ' ' ||
        left((${textArray(MALE_NAMES)})[1 + h3 % ${int(MALE_NAMES.length)}], 1) || '. ' ||
        left((${textArray(PATRONYMICS)})[1 + g % ${int(PATRONYMICS.length)}], 1) || '.' as person
      from ${series(from, to)}) x`;
}

export function insertContractorContacts(from: number, to: number, idBase: number) {
  return sql`insert into contractor_contacts (contractor_id, name, position, phone, email, is_doc_contact)
    select ${int(idBase)} + g,
      (${textArray(MALE_NAMES)})[1 + h1 % ${int(MALE_NAMES.length)}] || ' ' || (${textArray(SURNAMES)})[1 + h2 % ${int(SURNAMES.length)}],
      (array['Менеджер по логистике','Заведующий складом','Офис-менеджер','Директор'])[1 + h3 % 4],
      '79' || lpad((h1 % 1000000000)::text, 9, '0'), 'client' || g || '@example.ru', true
    from ${series(from, to)}`;
}

export function insertIndividuals(from: number, to: number, r: LargeRefs) {
  return sql`insert into individuals (name, phone, status, relation_type_id, payment_method_id, user_id, birth_date,
      applied_date, passport_type_id, passport_series, passport_number, document_pack_id, metro_station_ids, territory_ids,
      last_worked_at, total_work_time, fired, mobile_app, created_at, updated_at)
    select case when female then (${textArray(SURNAMES)})[1 + h1 % ${int(SURNAMES.length)}] || 'а ' ||
          (${textArray(FEMALE_NAMES)})[1 + h2 % ${int(FEMALE_NAMES.length)}]
        else (${textArray(SURNAMES)})[1 + h1 % ${int(SURNAMES.length)}] || ' ' ||
          (${textArray(MALE_NAMES)})[1 + h2 % ${int(MALE_NAMES.length)}] || ' ' ||
          (${textArray(PATRONYMICS)})[1 + h3 % ${int(PATRONYMICS.length)}] end,
      '79' || lpad((h2 % 1000000000)::text, 9, '0'), st, 1 + (h3 % 5 = 0)::int, 1 + h1 % 3,
      (${intArray(r.logistIds)})[1 + g % ${int(r.logistIds.length)}],
      ${sql.lit(r.today)}::date - (7000 + h2 % 12000), ${sql.lit(r.today)}::date - (h3 % 1500), pt,
      lpad((h2 % 100)::text, 2, '0') || ' ' || lpad((h3 % 100)::text, 2, '0'), lpad((h1 % 1000000)::text, 6, '0'),
      (array[1,4,4,4,4,2,3])[pt],
      array[(${intArray(r.metroIds)})[1 + h3 % ${int(r.metroIds.length)}]],
      array[(${intArray(r.territoryIds)})[1 + h1 % ${int(r.territoryIds.length)}]],
      ${sql.lit(r.today)}::date - (h1 % 400), h2 % 1500, st = 7, h3 % 3 = 0, now(), now()
    from (select s.*, (array[1,2,2,2,3,3,4,5,5,6,7])[1 + h2 % 11] as st,
      (array[1,1,1,1,1,1,2,3,4,5,6,6,7])[1 + h1 % 13] as pt, h3 % 17 = 0 as female from ${series(from, to)}) x`;
}

// One price line per order: the work type, its instrument (a vehicle for drivers), rates and counts
// all follow from g, so the order's amount and its price line agree without reading either back.
const LINE = sql`(array[48,48,48,48,49,50,51,52,53,54])[1 + h2 % 10] as wt,
  (array[550,550,550,550,500,800,750,1300,520,700])[1 + h2 % 10] * (90 + h3 % 25) / 100 / 10 * 10 as rc,
  (array[350,350,350,350,320,520,480,850,340,480])[1 + h2 % 10] as ri,
  case when h2 % 10 = 7 then 1 else 1 + h1 % 6 end as workers, 4 + h3 % 6 as hours`;

export function insertOrders(from: number, to: number, idBase: number, r: LargeRefs) {
  const today = sql`${sql.lit(r.today)}::date`;
  return sql`insert into orders (id, status, start_date, start_time, approx_work_time, contractor_id, contact_id,
      user_id, user2_id, user3_id, payment_type, street_id, address_info, reviewed, visible_to_workers, make_transactions,
      has_discount, discount, pure_time, trip_time, p_amount, p_sent_at, p_paid_at, not_paid_amount, invoice_status,
      created_at, updated_at)
    select ${int(idBase)} + g, st, d, make_time(7 + h3 % 13, (h1 % 2) * 30, 0), hours, c.id, c.contact_id,
      (${intArray(r.managerIds)})[1 + h1 % ${int(r.managerIds.length)}],
      (${intArray(r.managerIds)})[1 + h2 % ${int(r.managerIds.length)}],
      case when st >= 2 then (${intArray(r.logistIds)})[1 + h3 % ${int(r.logistIds.length)}] end,
      c.payment_type, (${intArray(r.streetIds)})[1 + h1 % ${int(r.streetIds.length)}], 'д. ' || (1 + h2 % 150),
      st >= 2 or (st = 1 and h1 % 4 <> 0), st >= 2, st >= 2, true, 0,
      case when st = 3 then hours end, case when st = 3 then 0 end,
      case when st = 3 then amount end, case when st >= 2 then d end,
      case when paid then least(d + (h3 % 10)::int, ${today}) end, case when st = 3 and not paid then amount end,
      case when st = 3 and c.payment_type = 2 then case when paid then 3 else 2 end end,
      d - (1 + h1 % 7) * interval '1 day' + interval '10 hours', d - interval '1 day' + interval '18 hours'
    from (select y.*, st = 3 and (h3 % 10 < 8 or d < ${today} - 30) as paid from (
      select x.*, case
          when d < ${today} - 3 then (case when h2 % 50 = 0 then 1 when h2 % 20 = 1 then 2 else 3 end)
          when d <= ${today} then 2 + h1 % 2
          else (array[0,1,1,2,2])[1 + h1 % 5] end as st,
        (workers * rc * hours + case when wt = 52 then 500 else 0 end)::numeric(14,2) as amount
      from (select s.*, ${today} + 14 - (h1 % 1096) as d,
          case when h3 % 2 = 0 then 1 + h1 % greatest(1, (select count(*)::int from seed_contractors) / 10)
            else 1 + h3 % (select count(*)::int from seed_contractors) end as crn, ${LINE} from ${series(from, to)}) x) y) z
    join seed_contractors c on c.rn = z.crn`;
}

export function insertOrderPrices(from: number, to: number, idBase: number) {
  return sql`insert into order_prices (order_id, work_type_id, instrument_type_id, workers_amount, instrument_types_amount,
      rate_client1, rate_client2, rate_individual1, rate_individual2)
    select ${int(idBase)} + g, wt, case when wt = 52 then 1 + h1 % 4 end, workers, (wt = 52)::int,
      rc, case when wt = 52 then 500 else 0 end, ri, 0
    from (select s.*, ${LINE} from ${series(from, to)}) x`;
}

/** Assigned workers for every tenth order that reached status 2: one row per worker of its line. */
export function insertOrderIndividuals(from: number, to: number, idBase: number) {
  return sql`insert into order_individuals (order_id, individual_id, work_type_id, instrument_type_id, workers_amount,
      pure_time, rate_client1, rate_individual1, confirmed)
    select o.id, i.id, p.work_type_id, p.instrument_type_id, 1, o.pure_time, p.rate_client1, p.rate_individual1, o.status = 3
    from orders o
    join order_prices p on p.order_id = o.id
    cross join lateral generate_series(1, p.workers_amount) k
    join seed_individuals i on i.rn = 1 + (hashint4(o.id * 8 + k) & 2147483647) % (select count(*)::int from seed_individuals)
    where o.id between ${int(idBase + from)} and ${int(idBase + to)} and o.id % 10 = 0 and o.status >= 2`;
}

/**
 * orders.displayed_status of a batch (spec 01 §4), in one statement: the rule of
 * core/rules/order-status.rule.ts as migration 0018 writes it in SQL, because calling the server's
 * per-order refresh a million times would take longer than the seed itself.
 */
export function updateDisplayedStatus(from: number, to: number, idBase: number) {
  return sql`with places as (
      select o.id,
        coalesce((select sum(p.workers_amount) from order_prices p where p.order_id = o.id), 0) as total,
        (select count(*) from order_individuals i where i.order_id = o.id and i.individual_id is not null) as filled,
        (select count(*) from order_individuals i
          where i.order_id = o.id and i.individual_id is not null and i.confirmed) as confirmed
      from orders o where o.id between ${int(idBase + from)} and ${int(idBase + to)})
    update orders o set displayed_status = case
        when o.status = 0 then 0
        when o.status = 1 then case when o.reviewed then 1 else 0 end
        when o.status = 3 then 3
        when not o.visible_to_workers then
          case when places.total > 0 and places.filled >= places.total then 2.1 else 2 end
        when places.total > 0 and places.confirmed >= places.total then 2.5
        when places.filled > 0 then 2.2
        else 2
      end
    from places where places.id = o.id`;
}
