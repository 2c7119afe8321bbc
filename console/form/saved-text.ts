import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { recordTitle } from '../fields/ref-names.ts';

/**
 * «сохранён / сохранена / сохранено» agreeing with the resource's Russian singular: its first word
 * (abbreviations such as «Доп.» skipped) ending in а, я or ь is feminine here, in о or е neuter.
 */
export function savedWord(singular: string): string {
  const head = singular.split(/\s+/).find((w) => !w.endsWith('.')) ?? singular;
  const end = head.toLocaleLowerCase('ru-RU').at(-1) ?? '';
  if ('аяь'.includes(end)) return 'сохранена';
  if ('ое'.includes(end)) return 'сохранено';
  return 'сохранён';
}

/** The name of a saved record in a notice: «Заказ № 201», «Контрагент «Фреш»». */
export function recordName(def: ResourceDef, row: Record<string, unknown> & { id: number }): string {
  const title = recordTitle(def.name, row);
  return title.startsWith('№') ? `${def.titleSingular} ${title}` : `${def.titleSingular} «${title}»`;
}

/** «Заказ № 201 сохранён». */
export function savedText(def: ResourceDef, row: Record<string, unknown> & { id: number }): string {
  return `${recordName(def, row)} ${savedWord(def.titleSingular)}`;
}
