import type { Field } from './fields/field-kinds.ts';

/** One group of the edit form. `fields` are listed most important first; that is their order on screen. */
export interface FormSection {
  key: string;
  label: string;
  fields: readonly string[];
  /** Shown folded until opened (Alt+digit or a click); the main sections stay open. */
  collapsed?: boolean;
}

/**
 * How the generic edit form arranges a resource: its sections, the enum shown as a badge beside the
 * title, and a few key facts in the compact header. Fields no section names fall into «Прочее».
 */
export interface FormLayout {
  sections: readonly FormSection[];
  status?: string;
  facts?: readonly string[];
}

export const MAIN_SECTION = 'main';
export const REST_SECTION = 'rest';

/** The sections a form shows, in order: the declared ones, then every field left over. One section by default. */
export function formSections(fields: Record<string, Field>, layout: FormLayout | undefined): FormSection[] {
  const all = Object.keys(fields);
  if (!layout) return [{ key: MAIN_SECTION, label: 'Основное', fields: all }];
  const placed = new Set(layout.sections.flatMap((s) => s.fields));
  const rest = all.filter((k) => !placed.has(k));
  const sections = [...layout.sections];
  if (rest.length) sections.push({ key: REST_SECTION, label: 'Прочее', fields: rest, collapsed: true });
  return sections;
}

/** Definition-time check: every named field exists, appears once, and the header fields exist. */
export function layoutProblems(fields: Record<string, Field>, layout: FormLayout | undefined): string[] {
  if (!layout) return [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const section of layout.sections)
    for (const key of section.fields) {
      if (!(key in fields)) problems.push(`section ${section.key}: unknown field ${key}`);
      if (seen.has(key)) problems.push(`field ${key} is in two sections`);
      seen.add(key);
    }
  if (layout.status && fields[layout.status]?.kind !== 'enum')
    problems.push(`form status ${layout.status} is not an enum`);
  for (const key of layout.facts ?? []) if (!(key in fields)) problems.push(`form fact ${key} unknown`);
  return problems;
}
