import { formatRoubles } from '../../../core/money.ts';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';

/** The name a tariff given by its amount alone goes by in pickers and lists: «Проезд 300,00 ₽». */
export const commuteTariffName = (amount: unknown) => `Проезд ${formatRoubles(amount as string)} ₽`;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Spec 02 §3 'Commute payment: amount (rubles)': the amount alone makes a tariff (issue 24 item 9).
 * A tariff saved without a name is named after its amount, and keeps following it while nobody has
 * named it otherwise; a name a person typed is never replaced.
 */
export const commutePaymentsHooks: ResourceHooks = {
  async beforeSave(_ctx, parsed, existing) {
    const v = parsed.values;
    const amount = Object.hasOwn(v, 'amount') ? v.amount : existing?.amount;
    const sentBlank = Object.hasOwn(v, 'name') && blank(v.name);
    const followsAmount =
      existing !== null && !Object.hasOwn(v, 'name') && existing.name === commuteTariffName(existing.amount);
    if ((existing === null && blank(v.name)) || sentBlank || followsAmount) v.name = commuteTariffName(amount);
  },
};
