import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { getResource, resources } from '../../core/resources/index.ts';
import { usageError } from '../cli-error.ts';

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** Names a person probably meant: a small edit away, or containing what they typed. */
export function closeNames(input: string, names: readonly string[], limit = 5): string[] {
  const typed = input.toLowerCase();
  return names
    .map((name) => ({ name, score: name.includes(typed) || typed.includes(name) ? 0 : distance(typed, name) }))
    .filter((c) => c.score <= Math.max(2, Math.floor(c.name.length / 3)))
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((c) => c.name);
}

/** A registry resource by API name; `work-types` and the singular `work_type` are accepted too. */
export function findResource(input: string): ResourceDef {
  const name = input.trim().toLowerCase().replaceAll('-', '_');
  const direct = getResource(name) ?? Object.values(resources).find((def) => def.singular === name);
  if (direct) return direct;
  const close = closeNames(name, Object.keys(resources));
  const hint = close.length ? ` Возможно, вы имели в виду: ${close.join(', ')}.` : '';
  throw usageError(`Неизвестный ресурс «${input}».${hint} Список ресурсов: crm resources`);
}
