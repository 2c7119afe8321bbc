import { accountSelectionError } from './account-selection.rule.ts';

type Values = Record<string, unknown> & { id: number };

/**
 * A rule that may refuse a row to a list's selection: the message says why, null lets it in. `fields`
 * are the row values it reads, which the list asks for even when they are no shown column.
 */
export interface SelectionRule {
  fields: readonly string[];
  error(candidate: Values, selected: readonly Values[]): string | null;
}

const str = (v: unknown): string | null => (v == null || v === '' ? null : String(v));

/** The rules a resource may name in its `selection: { rule }` declaration. */
export const selectionRules = {
  // Spec 02 §5: accounts sent together need a date, a number and one contractor.
  accountSelection: {
    fields: ['contractor_id', 'date', 'number'],
    error: (candidate, selected) =>
      accountSelectionError(
        {
          id: candidate.id,
          contractor_id: Number(candidate.contractor_id),
          date: str(candidate.date),
          number: str(candidate.number),
        },
        selected.map((s) => ({
          id: s.id,
          contractor_id: Number(s.contractor_id),
          date: str(s.date),
          number: str(s.number),
        })),
      ),
  },
} satisfies Record<string, SelectionRule>;

export type SelectionRuleName = keyof typeof selectionRules;
