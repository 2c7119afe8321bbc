import type { Kysely } from 'kysely';
import { formatDate } from '../../../core/format.ts';
import { formatPhone } from '../../../core/phone.ts';
import { visibleRow } from '../../../core/resources/field-visibility.ts';
import { resources } from '../../../core/resources/index.ts';
import type { CurrentUser } from '../../../core/rules/user-permissions.rule.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { refuse } from './order-extras-common.ts';
import type { DB } from '../../db/db-types.ts';

export interface LetterWorker {
  name: string;
  phone: string | null;
  birth_date: string | null;
  passport_series: string | null;
  passport_number: string | null;
  passport_issue: string | null;
  registration: string | null;
}

export interface LetterOrder {
  id: number;
  start_date: string;
  start_time: string | null;
  address_info: string | null;
  send_additional_phone: boolean;
  send_additional_birth_date: boolean;
  send_additional_passport: boolean;
  send_additional_registration: boolean;
}

const dash = (v: string | null) => (v?.trim() ? v.trim() : '—');

/**
 * The text of the letter: each worker's name, plus the fields the order's send_additional_* flags
 * ask for (spec 01 §3: send_additional_registration/birth_date/passport/phone). A flag that is off
 * keeps that data out of the letter: it is personal data the client has not asked for.
 */
export function individualsDataText(order: LetterOrder, workers: readonly LetterWorker[]): string {
  const when = `${formatDate(order.start_date)}${order.start_time ? ` ${order.start_time.slice(0, 5)}` : ''}`;
  const lines = [
    'Здравствуйте!',
    '',
    `Данные работников на заказ №${order.id} (${when}${order.address_info ? `, ${order.address_info}` : ''}):`,
    '',
  ];
  workers.forEach((w, i) => {
    lines.push(`${i + 1}. ${w.name}`);
    if (order.send_additional_phone) lines.push(`   Телефон: ${w.phone ? formatPhone(w.phone) : '—'}`);
    if (order.send_additional_birth_date)
      lines.push(`   Дата рождения: ${w.birth_date ? formatDate(w.birth_date) : '—'}`);
    if (order.send_additional_passport) {
      const number = [w.passport_series, w.passport_number].filter((p) => p?.trim()).join(' ');
      lines.push(`   Паспорт: ${dash(number)}${w.passport_issue?.trim() ? `, выдан ${w.passport_issue.trim()}` : ''}`);
    }
    if (order.send_additional_registration) lines.push(`   Регистрация: ${dash(w.registration)}`);
  });
  lines.push('', 'Это письмо отправлено из CRM автоматически.');
  return lines.join('\n');
}

/**
 * The letter for one order: to the order's contact person, else its client, else its documents
 * contact (the first of them with an e-mail); the workers are those assigned, in card order. With
 * a `viewer` it is that user's preview: phones and passports as they may read them (issue 20), while
 * the letter sent carries them whole to the client who asked for them.
 */
export async function individualsDataLetter(
  db: Kysely<DB>,
  order: Record<string, any>,
  viewer?: CurrentUser,
): Promise<MailMessage> {
  const contactIds = [order.contact_id, order.client_id, order.doc_contact_id].filter((c) => c != null);
  const contacts = contactIds.length
    ? await db.selectFrom('contractor_contacts').select(['id', 'email']).where('id', 'in', contactIds).execute()
    : [];
  const to = contactIds.map((cid) => contacts.find((c) => c.id === cid)?.email?.trim()).find(Boolean);
  if (!to) throw refuse('contact_id', 'У контактного лица клиента не указан e-mail');
  const workers = await db
    .selectFrom('order_individuals as oi')
    .innerJoin('individuals as i', 'i.id', 'oi.individual_id')
    .where('oi.order_id', '=', order.id)
    .select([
      'i.name',
      'i.phone',
      'i.birth_date',
      'i.passport_series',
      'i.passport_number',
      'i.passport_issue',
      'i.registration',
    ])
    .orderBy('oi.id')
    .execute();
  if (!workers.length) throw refuse('order_individuals', 'В заказе нет назначенных работников');
  return {
    to,
    subject: `Данные работников на заказ №${order.id} от ${formatDate(order.start_date)}`,
    text: individualsDataText(
      order as LetterOrder,
      viewer ? workers.map((w) => visibleRow(resources.individuals, viewer, w)) : workers,
    ),
  };
}
