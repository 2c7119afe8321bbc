import type { AnyAction } from './define-action.ts';
import { actionCatalogue } from './index.ts';

/** resource → field → the actions that alone write it. */
export type OwnedFields = ReadonlyMap<string, ReadonlyMap<string, readonly AnyAction[]>>;

export function ownedFieldsOf(catalogue: readonly AnyAction[]): OwnedFields {
  const out = new Map<string, Map<string, AnyAction[]>>();
  for (const action of catalogue)
    for (const own of action.owns ?? []) {
      const fields = out.get(own.resource) ?? new Map<string, AnyAction[]>();
      out.set(own.resource, fields);
      for (const field of own.fields) fields.set(field, [...(fields.get(field) ?? []), action]);
    }
  return out;
}

/** Fields the catalogue's actions own, by resource. */
export const ownedFields: OwnedFields = ownedFieldsOf(actionCatalogue);

/** The Russian refusal of a generic write of an owned field: it names the action(s) to use. */
export function ownedFieldMessage(owners: readonly AnyAction[]): string {
  const names = owners.map((a) => `«${a.title}» (${a.method} ${a.path})`).join(' или ');
  return `меняется только действием ${names}`;
}
