import { AppError } from '../../../core/errors.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import type { SaveQuestion } from '../../form/form-extensions.ts';
import type { Values } from '../../form/form-values.ts';

/** As the server stores them (server/domain/individuals/duplicate-passport.ts): no spaces, upper case. */
const norm = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : '');

/** The other worker with this passport: the list filter matches a substring, so the exact one is picked. */
export async function findPassportTwin(values: Values, ownId: number | undefined): Promise<number | undefined> {
  const series = norm(values.passport_series);
  const number = norm(values.passport_number);
  const { items } = await api.resource('individuals').list({
    filter: { passport_number: [number], passport_series: [series || 'null'] },
    limit: 20,
  });
  return items.find((r) => r.id !== ownId && norm(r.passport_number) === number && norm(r.passport_series) === series)
    ?.id;
}

/**
 * Spec 01 §5: 'Duplicate passport (same series and number): confirmation «Физическое лицо с таким
 * номером и серией паспорта уже существует. Показать в новом окне?»'; yes opens the other card in a
 * new window (/individuals?id=N), the form stays as it is.
 */
export async function duplicatePassportQuestion(
  error: AppError,
  values: Values,
  id: number | undefined,
): Promise<SaveQuestion | null> {
  if (!(error instanceof AppError) || !error.fieldErrors?.passport_number?.includes(texts.duplicatePassport))
    return null;
  const twin = await findPassportTwin(values, id).catch(() => undefined);
  if (twin === undefined) return null;
  return {
    text: texts.duplicatePassport,
    confirmLabel: 'Показать в новом окне',
    onConfirm: () => window.open(`/individuals?id=${twin}`, '_blank', 'noopener'),
  };
}
