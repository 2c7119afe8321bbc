import { create } from 'zustand';
import type { PayTodayRow } from '../../../core/ledger/ledger-contract.ts';

/**
 * The row under the cursor of /pay_today and a way to ask the report again, for actions that
 * work on that worker (the palette's «Обнулить баланс»): they read the row here and reload after.
 * Empty while the screen is not shown.
 */
export const usePayTodayCursor = create<{ row: PayTodayRow | null; reload: () => void }>(() => ({
  row: null,
  reload: () => undefined,
}));
