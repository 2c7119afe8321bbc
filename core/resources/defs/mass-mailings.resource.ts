import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

// Spec 02 'Mass mailing'. Sending is the action mass_mailing_contractors; the row is its record.
export const massMailings = defineResource({
  name: 'mass_mailings',
  singular: 'mass_mailing',
  table: 'mass_mailings',
  title: 'Массовые рассылки',
  titleSingular: 'Массовая рассылка',
  titleField: 'subject',
  nav: 'admin',
  fields: {
    user_id: f.ref('users', { label: 'Автор', list: true }),
    subject: f.text({ label: 'Тема', required: true, search: true, list: true, max: 255 }),
    // Spec 02 §9: 'Mass mailing body preview 30 characters'.
    body: f.text({ label: 'Текст', search: true, multiline: true, filter: false, list: true, preview: 30 }),
    emails: f.json({ label: 'E-mail адреса', default: [] }),
    phone_numbers: f.json({ label: 'Телефоны', default: [] }),
    error_data: f.json({ label: 'Ошибки', readOnly: true, default: [] }),
    sent_to_yourself: f.bool({ label: 'Отправить себе', list: true, cell: 'yesNo' }),
    send_email: f.bool({ label: 'По e-mail', default: true, list: true }),
    send_whatsapp: f.bool({ label: 'В мессенджер', list: true }),
    with_file: f.bool({ label: 'С файлом', readOnly: true }),
    // Set by POST /api/mass_mailings/mailing_file (the bytes live in the file storage) and by the send.
    file_name: f.text({ label: 'Файл', readOnly: true }),
    job_id: f.int({ label: 'Задание рассылки', readOnly: true, filter: false }),
  },
  defaultSort: ['created_at', 'desc'],
  dateField: 'created_at',
  author: 'user_id',
});
