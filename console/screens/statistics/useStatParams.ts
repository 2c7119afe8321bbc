import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { encodeFilter, type Filter } from '../../../core/filter.ts';
import { type YearMonth, thisMonth } from './MonthStepper.tsx';

type Value = string | number | undefined;

/** A statistics screen's state in the URL (?year=&month=&page=…), as lists keep theirs. */
export function useStatParams() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const q = new URLSearchParams(search);
  const int = (key: string): number | undefined => {
    const text = q.get(key);
    return text !== null && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  };
  const set = useCallback(
    (patch: { [key: string]: Value } | YearMonth) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(patch))
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      navigate(`${path}?${next}`);
    },
    [path, navigate],
  );
  const now = thisMonth();
  const ym: YearMonth = { year: int('year') ?? now.year, month: int('month') ?? now.month };
  return { q, int, set, ym };
}

/** A link to the orders list narrowed as the figure was counted (Enter on a statistics row). */
export function ordersHref(filter: Filter, groupDate?: { field: string; value: string }): string {
  const q = new URLSearchParams({ filter: encodeFilter(filter) });
  if (groupDate) {
    q.set('group_date_field', groupDate.field);
    q.set('group_date', groupDate.value);
  }
  return `/orders?${q}`;
}

/** «11.2026», the month form of group_date. */
export const monthParam = ({ year, month }: YearMonth) => `${String(month).padStart(2, '0')}.${year}`;

/** Counted and formed orders: what the statistics count (status 2 and 3). */
export const COUNTED: Filter = { status: ['2', '3'] };

/** Roubles from a money string, as a float for pixels only. */
export const roubles = (money: string) => Number(money);
