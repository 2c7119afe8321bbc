import type { ScheduleBar } from '../../../core/actions/defs/schedule.actions.ts';

const WEEKDAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'] as const;

// Street kinds as addresses are written short on Russian signs and documents.
const STREET_KINDS = new Map([
  ['улица', 'ул.'],
  ['проспект', 'пр-т'],
  ['шоссе', 'ш.'],
  ['переулок', 'пер.'],
  ['бульвар', 'б-р'],
  ['набережная', 'наб.'],
  ['площадь', 'пл.'],
  ['проезд', 'пр-д'],
  ['аллея', 'ал.'],
  ['тупик', 'туп.'],
]);

/**
 * The address as a card line has room for (issue 23: 'address (short)'): the street with its kind
 * abbreviated and the first part of the address details (the house), so «проспект Мира, д. 12,
 * стр. 3, склад № 2» reads «пр-т Мира, д. 12». The whole address stays in the card's title.
 */
export function shortAddress(address: string | null): string {
  if (!address) return '';
  const [street, house] = address.split(',').map((p) => p.trim());
  const shortStreet = street
    .split(/\s+/)
    .map((w) => STREET_KINDS.get(w.toLowerCase()) ?? w)
    .join(' ');
  return house ? `${shortStreet}, ${house}` : shortStreet;
}

/** 'HH:mm–HH:mm' of a bar; an order running past midnight ends on the next day's clock. */
export function timeRange(bar: Pick<ScheduleBar, 'start' | 'end'>): string {
  return `${bar.start.slice(11, 16)}–${bar.end.slice(11, 16)}`;
}

/** Places filled of required, «3/4»; an order needing nobody reads «0/0». */
export function placesText(bar: Pick<ScheduleBar, 'places_filled' | 'places_total'>): string {
  return `${bar.places_filled}/${bar.places_total}`;
}

/** A day column's head: «Чт 26.11». */
export function dayLabel(date: string, index: number): string {
  return `${WEEKDAYS[index]} ${date.slice(8, 10)}.${date.slice(5, 7)}`;
}

/** Russian plural: 1 заказ, 2 заказа, 5 заказов. */
export function plural(n: number, [one, few, many]: readonly [string, string, string]): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word =
    mod10 === 1 && mod100 !== 11 ? one : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? few : many;
  return `${n} ${word}`;
}

export const ORDERS_WORDS = ['заказ', 'заказа', 'заказов'] as const;
