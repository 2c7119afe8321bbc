import type { ResourceHooks } from '../../crud/resource-hooks.ts';
import { duplicatePassportError, findPassportTwin, normalisePassportPart } from './duplicate-passport.ts';
import { checkMainWorkType } from './main-work-type.ts';

/** Workers' save rules (spec 01 §3, §5): one main work type, one card per passport. */
export const individualsHooks: ResourceHooks = {
  async beforeSave({ trx }, parsed, existing) {
    const v = parsed.values;
    const id = existing ? Number(existing.id) : null;
    for (const key of ['passport_series', 'passport_number'] as const)
      if (key in v) v[key] = normalisePassportPart(v[key]);
    await checkMainWorkType(trx, id, parsed);
    if ('passport_series' in v || 'passport_number' in v) {
      const series = ('passport_series' in v ? v.passport_series : existing?.passport_series) as string | null;
      const number = ('passport_number' in v ? v.passport_number : existing?.passport_number) as string | null;
      if (await findPassportTwin(trx, series ?? null, number ?? null, id)) throw duplicatePassportError();
    }
  },
};
