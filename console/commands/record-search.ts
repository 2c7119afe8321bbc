import type { ListAnswer, ListQuery, Row } from '../../core/api/api-client.ts';
import { formatDate } from '../../core/format.ts';
import { formatPhone } from '../../core/phone.ts';
import { api } from '../app/api.ts';

export interface FoundRecord {
  /** Unique among the hits: the searched resource and its row id. */
  key: string;
  /** The screen that opens the hit (a contact person opens its contractor). */
  resource: 'orders' | 'contractors' | 'individuals';
  id: number;
  /** What the hit is: 'Заказ', 'Контрагент', 'Работник', 'Контактное лицо'. */
  kind: string;
  label: string;
  /** The second line that tells two hits with one name apart. */
  detail: string;
  /** A row of the opened card to show and focus (`<field>:<row id>`): the contact person found. */
  focus?: string;
}

const HITS_PER_KIND = 5;
/** Order numbers are integers below 2^31: a longer run of digits (a phone) is never an order number. */
const orderNumber = /^[1-9]\d{0,8}$/;
/** Only digits and what people type between them: a phone or a number, not words. */
const numberShaped = /^[\d\s()+.-]+$/;

const joined = (...parts: unknown[]) => parts.filter((p) => p !== null && p !== undefined && p !== '').join(' · ');
const phone = (v: unknown) => (typeof v === 'string' && v ? formatPhone(v) : '');

/** The name of a referenced record from the list answer's lookups (meta[target] = [{id, name}]). */
function lookup(answer: ListAnswer, target: string, id: unknown): string {
  const names = answer.meta[target] as { id: number; name: string }[] | undefined;
  return names?.find((n) => n.id === id)?.name ?? '';
}

interface Searcher {
  resource: 'orders' | 'contractors' | 'individuals' | 'contractor_contacts';
  fields: string[];
  hit(row: Row, answer: ListAnswer): Omit<FoundRecord, 'key'>;
}

const searchers: Searcher[] = [
  {
    resource: 'orders',
    fields: ['start_date', 'contractor_id', 'address_info'],
    hit: (r, a) => ({
      resource: 'orders',
      id: r.id,
      kind: 'Заказ',
      label: `№ ${r.id}${r.start_date ? ` от ${formatDate(String(r.start_date))}` : ''}`,
      detail: joined(lookup(a, 'contractors', r.contractor_id), r.address_info),
    }),
  },
  {
    resource: 'contractors',
    fields: ['name', 'short_name', 'contract_num'],
    hit: (r) => ({
      resource: 'contractors',
      id: r.id,
      kind: 'Контрагент',
      label: String(r.name),
      detail: joined(r.short_name, r.contract_num && `договор ${r.contract_num}`),
    }),
  },
  {
    resource: 'contractor_contacts',
    fields: ['name', 'contractor_id', 'position', 'phone'],
    hit: (r, a) => ({
      resource: 'contractors',
      id: Number(r.contractor_id),
      kind: 'Контактное лицо',
      label: String(r.name),
      // Issue 22 item 10: the contractor's card opens with this contact shown, not hidden past the first three.
      focus: `contractor_contacts:${r.id}`,
      detail: joined(lookup(a, 'contractors', r.contractor_id), r.position, phone(r.phone)),
    }),
  },
  {
    resource: 'individuals',
    fields: ['name', 'phone', 'address'],
    hit: (r) => ({
      resource: 'individuals',
      id: r.id,
      kind: 'Работник',
      label: String(r.name),
      detail: joined(phone(r.phone), r.address),
    }),
  },
];

/**
 * What the palette asks a list for. Orders: a possible order number is looked up exactly (a filter
 * on id: an empty list, never a 404, when there is no such order; and the order itself, not five
 * orders whose address holds '12'); other digits (a phone) are not asked for; words are searched.
 */
function listQuery(s: Searcher, q: string): ListQuery | undefined {
  if (s.resource !== 'orders') return { search: q };
  if (orderNumber.test(q)) return { filter: { id: [q] } };
  return numberShaped.test(q) ? undefined : { search: q };
}

/**
 * Orders (by number, address, street, client), contractors, their contact persons and workers (by
 * name, phone in any typed form, passport), all through the list endpoints (see listQuery), so typing a
 * number never costs a 404 per keystroke.
 */
export async function searchRecords(query: string): Promise<FoundRecord[]> {
  const q = query.trim();
  if (q.length < 2 && !orderNumber.test(q)) return [];
  const parts = await Promise.all(
    searchers.flatMap((s) => {
      const query = listQuery(s, q);
      if (!query) return [];
      return api
        .resource(s.resource)
        .list({ ...query, limit: HITS_PER_KIND, fields: s.fields })
        .then((a) => a.items.map((r) => ({ ...s.hit(r, a), key: `${s.resource}:${r.id}` })))
        .catch(() => []);
    }),
  );
  return parts.flat();
}
