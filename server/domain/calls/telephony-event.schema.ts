import { badCharText, hasBadChar } from '../../../core/resources/fields/value-limits.ts';
import { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import '../../../core/zod-locale.ts';

export const telephonyEventTexts = {
  shape: 'Ожидался объект «event» с событием звонка',
  callId: 'Нужен id звонка в АТС (строка до 200 символов)',
  occurredAt: 'Время нужно в формате ISO 8601 с часовым поясом, например 2026-11-23T09:15:00+03:00',
  direction: 'Направление: «in» (входящий) или «out» (исходящий)',
  phone: 'Номер телефона: строка до 30 символов',
  seconds: 'Длительность: целое число секунд, не меньше 0',
  record: 'Запись: имя файла относительно адреса записей АТС (латиница, цифры, . _ - /), без «..» и адреса сайта',
  keypad: 'Ответ с клавиатуры: строка до 50 символов',
  extension: 'Внутренний номер: строка до 20 символов',
  email: 'E-mail сотрудника указан неверно',
  reason: 'Причина без ответа: строка до 255 символов',
} as const;

/** A file under TELEPHONY_RECORD_URL, never a URL of its own: the server adds its credentials when it fetches it. */
const RECORD_PATH = /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[A-Za-z0-9._\-/]{1,500}$/;

const seconds = z
  .number({ error: telephonyEventTexts.seconds })
  .int(telephonyEventTexts.seconds)
  .min(0, telephonyEventTexts.seconds)
  .max(86_400 * 7, telephonyEventTexts.seconds);
const phone = z.string({ error: telephonyEventTexts.phone }).trim().max(30, telephonyEventTexts.phone);

/**
 * One call event of a PBX (docs/api.md «Телефония»). Keys the office does not use are ignored, as
 * PBXs send many; `call_id` makes a repeated or later event (ringing, then ended) update one call.
 */
const eventSchema = z
  .object({
    call_id: z
      .union([z.string(), z.number()], { error: telephonyEventTexts.callId })
      .transform((v) => String(v).trim())
      .pipe(z.string().min(1, telephonyEventTexts.callId).max(200, telephonyEventTexts.callId)),
    occurred_at: z.iso.datetime({ offset: true, error: telephonyEventTexts.occurredAt }),
    direction: z.enum(['in', 'out'], { error: telephonyEventTexts.direction }),
    caller: phone.nullish(),
    callee: phone.nullish(),
    duration: seconds.nullish(),
    link_duration: seconds.nullish(),
    record: z.string({ error: telephonyEventTexts.record }).regex(RECORD_PATH, telephonyEventTexts.record).nullish(),
    keypad: z.string({ error: telephonyEventTexts.keypad }).max(50, telephonyEventTexts.keypad).nullish(),
    extension: z
      .string({ error: telephonyEventTexts.extension })
      .trim()
      .max(20, telephonyEventTexts.extension)
      .nullish(),
    user_email: z.email({ error: telephonyEventTexts.email }).max(255, telephonyEventTexts.email).nullish(),
    no_answer_reason: z.string({ error: telephonyEventTexts.reason }).max(255, telephonyEventTexts.reason).nullish(),
  })
  .superRefine((event, ctx) => {
    // NUL and other control characters never reach SQL (issue 26 finding 5): named by their key.
    for (const [key, value] of Object.entries(event))
      if (typeof value === 'string' && hasBadChar(value))
        ctx.addIssue({ code: 'custom', path: [key], message: badCharText });
  });

export type TelephonyEvent = z.infer<typeof eventSchema>;

/** Spec 02: 'caller_estimation (first value of a comma-separated keypad answer)'; nothing pressed is null. */
export function callerEstimation(keypad: string | null | undefined): string | null {
  const first = (keypad ?? '').split(',')[0].trim();
  return first || null;
}

/** The event of `{"event": {...}}`; every bad key is named (`event.duration`) with its Russian message. */
export function parseTelephonyEvent(body: unknown): TelephonyEvent {
  const raw = (body ?? {}) as Record<string, unknown>;
  if (typeof raw.event !== 'object' || raw.event === null || Array.isArray(raw.event))
    throw AppError.validation({ event: [telephonyEventTexts.shape] }, [telephonyEventTexts.shape]);
  const result = eventSchema.safeParse(raw.event);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = ['event', ...issue.path].join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  throw AppError.validation(
    errors,
    Object.entries(errors).map(([k, m]) => `${k}: ${m.join(', ')}`),
  );
}
