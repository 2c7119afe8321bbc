import { api } from '../app/api.ts';
import { getResource, type ResourceName } from '../../core/resources/index.ts';

// Names of referenced records by "target:id". Lists fill it from their meta lookups, so a form
// opened from a list shows its pickers' labels without extra requests.
const names = new Map<string, string>();
const key = (target: string, id: number) => `${target}:${id}`;

export function rememberNames(target: string, items: readonly { id: number; name?: unknown }[]): void {
  for (const item of items) if (item.name != null) names.set(key(target, item.id), String(item.name));
}

/** Tests start each file with no remembered names (console/test-setup/fresh-stores.ts). */
export function forgetNames(): void {
  names.clear();
}

export function knownName(target: string, id: number): string | undefined {
  return names.get(key(target, id));
}

/** The display name of any record of a resource: its title field, or "№ id". */
export function recordTitle(target: string, row: Record<string, unknown>): string {
  const def = getResource(target);
  const value = def ? row[def.titleField] : undefined;
  return value == null || value === '' || def?.titleField === 'id' ? `№ ${row.id}` : String(value);
}

export async function loadName(target: string, id: number): Promise<string> {
  const cached = knownName(target, id);
  if (cached) return cached;
  const row = await api.resource(target as ResourceName).get(id);
  const name = recordTitle(target, row);
  names.set(key(target, id), name);
  return name;
}
