import type { Sensitivity } from '../resources/fields/field-kinds.ts';

// Issue 20 item 4, docs/decisions.md «Issue 20: field visibility»: who reads a worker's personal data
// whole. Whoever pays sees the card; whoever staffs orders sees the phone; whoever registers workers
// or signs their contracts sees the passport. No ordinary group holds a whole card and a whole phone,
// the pair bank fraud by telephone needs.

/** Spec 02 §6 / issue 13: card data «masked except for users with `transactions`». */
export const workerCard: Sensitivity = { readWhole: { flag: 'transactions' }, mask: 'card' };

/** Order managers and logists phone workers; accountants pay by card and do not. */
export const workerPhone: Sensitivity = { readWhole: { flag: 'individual_phones' }, mask: 'phone' };

/** Logists register and check workers (the duplicate-passport rule), accountants sign their contracts. */
export const workerPassport: Sensitivity = { readWhole: { flag: 'individual_passports' }, mask: 'passport' };
