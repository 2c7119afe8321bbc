import { calcItemsHooks } from '../actions/calc/calc-items-meta.ts';
import { workTypesGroupsHooks, workTypesHooks } from '../actions/work-types/work-types.hooks.ts';
import type { ResourceHooks } from '../crud/resource-hooks.ts';
import { accountsHooks } from './accounts/accounts.hooks.ts';
import { actsHooks } from './acts/acts.hooks.ts';
import { brigadesHooks } from './brigades/brigades.hooks.ts';
import { callsHooks } from './calls/calls.hooks.ts';
import { commutePaymentsHooks } from './commute-payments/commute-payments.hooks.ts';
import { contractorsHooks } from './contractors/contractors.hooks.ts';
import { individualsHooks } from './individuals/individuals.hooks.ts';
import { messagesHooks } from './messages/messages.hooks.ts';
import { orderAddressOf } from './orders/order-address.ts';
import { ordersHooks } from './orders/orders.hooks.ts';
import { orderComputed } from './orders/order-computed.ts';
import { transactionsHooks } from './transactions/transactions.hooks.ts';
import { ratingsHooks } from './ratings/ratings.hooks.ts';
import { individualRefusalsHooks, suitChecksHooks } from './reliability/history-hooks.ts';
import { suitChecksDecorate } from './suit-checks/suit-check-amount.ts';
import { userActivitiesHooks } from './user-activities/user-activities.hooks.ts';
import { userGroupsHooks } from './user-groups/user-groups.hooks.ts';
import { usersHooks } from './users/users.hooks.ts';

/** Special save behaviour per resource, each in its own module. */
export const resourceHooks: Record<string, ResourceHooks> = {
  users: usersHooks,
  user_groups: userGroupsHooks,
  // The list's computed values sit beside the save behaviour (issue 10 item 6), read by the list's own statement.
  // Spec 01 §3's nested address beside the columns (issue 22 item 14).
  orders: { ...ordersHooks, computed: orderComputed, extendRecord: orderAddressOf },
  calc_items: calcItemsHooks,
  messages: messagesHooks,
  work_types: workTypesHooks,
  work_types_groups: workTypesGroupsHooks,
  contractors: contractorsHooks,
  individuals: individualsHooks,
  brigades: brigadesHooks,
  calls: callsHooks,
  accounts: accountsHooks,
  acts: actsHooks,
  user_activities: userActivitiesHooks,
  transactions: transactionsHooks,
  // Issue 21: quality and reliability.
  ratings: ratingsHooks,
  individual_refusals: individualRefusalsHooks,
  suit_checks: { ...suitChecksHooks, decorateRows: suitChecksDecorate },
  commute_payments: commutePaymentsHooks,
};
