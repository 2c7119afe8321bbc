import type { Filter } from '../filter.ts';
import { type SelectionRuleName, selectionRules } from '../rules/selection-rules.index.ts';
import type { CurrentUser } from '../rules/user-permissions.rule.ts';
import { type EnumOption, type Field, isSortable, isStored } from './fields/field-kinds.ts';
import { type FormLayout, layoutProblems } from './form-layout.ts';

/** Side-navigation groups of the console (issue 3), in display order. */
export const navGroups = {
  orders: 'Заказы',
  finance: 'Финансы',
  quality: 'Качество',
  schedule: 'Расписание',
  stats: 'Статистика',
  reference: 'Справочники',
  admin: 'Администрирование',
  calc: 'Калькулятор',
  info: 'Инфо',
} as const;
export type NavGroup = keyof typeof navGroups;

/**
 * Who may do what. `null`: any signed-in user; 'admin': administrators only; any other string is a
 * permission flag of the user's group (admins pass every check). `false`: the operation does not exist
 * for this resource (the route is not mounted).
 */
export type Permission = string | null | false;
export interface ResourcePermissions {
  read: Permission;
  create: Permission;
  update: Permission;
  delete: Permission;
}

export interface ResourceDef {
  /** URL segment: /api/{name}, console route /{name}. */
  name: string;
  /** Root key of write payloads: {"contractor": {...}}. */
  singular: string;
  table: string;
  /**
   * A view over another table (invoices over orders): the table whose row it shows, by the same id,
   * which gives the record its version (a view row has no xmin); null for a view that aggregates and
   * is never written. Absent for a plain table.
   */
  viewOf?: string | null;
  /** Russian plural shown as the screen title. */
  title: string;
  /** Russian singular for "Новый: …" actions. */
  titleSingular: string;
  /** Field shown when another record refers to this one. */
  titleField: string;
  nav: NavGroup;
  /** `g` then this key jumps to the list (issue 3). */
  goKey?: string;
  fields: Record<string, Field>;
  defaultSort: readonly [string, 'asc' | 'desc'];
  /** Date field that the year/month and group_date list parameters act on. */
  dateField?: string;
  /** created_at / updated_at maintained by the server. */
  timestamps: boolean;
  permissions: ResourcePermissions;
  /** Page size of the list. */
  limit: number;
  /**
   * A ref to users naming whose row this is (saved filters, chosen columns). The server sets it from
   * the session on create, and every list, read, update and delete sees the caller's rows only
   * (another's answers 404, as if it did not exist). Read-only on the wire.
   */
  owner?: string;
  /**
   * A ref to users naming who wrote the row (the ledger's author). The server sets it from the
   * session on create and never changes it; unlike `owner` it does not restrict who reads the row.
   */
  author?: string;
  /** Sections, status badge and key facts of the edit form; absent = one section in declaration order. */
  form?: FormLayout;
  /** Fields shown on a picker item's second line, to tell records with the same title apart. */
  pickerDetail?: readonly string[];
  /**
   * The filter the list opens on for this user, which they may clear (orders: a manager's own
   * orders; workers: status 7 'hidden from the default filter'). The API names it in
   * meta.default_filter; an API request is never filtered by it.
   */
  defaultFilter?: (user: Pick<CurrentUser, 'id' | 'user_group_id'>) => Filter | undefined;
  /**
   * List rows whose `field` holds one of `values` (or, with `present`, any value) are drawn in `tone`
   * (spec 01 §2: passport types 6, 7 red); of several, the first that matches.
   */
  rowTone?: RowTone | readonly RowTone[];
  /**
   * What deleting a record asks and then says, where a delete is not a plain removal (a ledger row
   * is cancelled by a reversal); absent = the common «Удаление нельзя отменить…» and «Запись удалена».
   */
  deleteTexts?: { confirm: string; done: string };
  /**
   * List filters that are no column (`docs=expired` on individuals): declared here with their
   * choices, built in SQL by a named module listed in server/crud/named-list-filters.index.ts.
   */
  listFilters?: Record<string, NamedListFilter>;
  /**
   * The list lets the user select many rows for bulk actions (Space, Shift+j/k, x, Ctrl+A); `rule`
   * names a rule of core/rules/selection-rules.index.ts that may refuse a row.
   */
  selection?: { rule?: SelectionRuleName };
  /** Filters (fields or listFilters) chosen with checkboxes, any of the ticked values (spec 02: account statuses). */
  checkboxFilters?: readonly string[];
}

export interface RowTone {
  field: string;
  values?: readonly (string | number)[];
  present?: true;
  tone: 'danger' | 'warning' | 'muted';
  label?: string;
}

/** The resource's row tones as a list, in the order they are tried. */
export function rowTones(def: Pick<ResourceDef, 'rowTone'>): readonly RowTone[] {
  const tone = def.rowTone;
  if (!tone) return [];
  return 'field' in tone ? [tone as RowTone] : (tone as readonly RowTone[]);
}

export interface NamedListFilter {
  label: string;
  options: readonly EnumOption[];
}

export type ResourceInput = Omit<ResourceDef, 'timestamps' | 'permissions' | 'limit' | 'titleSingular'> & {
  timestamps?: boolean;
  permissions?: Partial<ResourcePermissions>;
  limit?: number;
  titleSingular?: string;
};

const namePattern = /^[a-z][a-z0-9_]*$/;

/** Declares a resource and checks it at definition time, so a typo fails at import, not at run time. */
export function defineResource<const T extends ResourceInput>(input: T): T & ResourceDef {
  const def = {
    timestamps: true,
    limit: 50,
    titleSingular: input.title,
    ...input,
    permissions: { read: null, create: null, update: null, delete: null, ...input.permissions },
  } as T & ResourceDef;
  const problems: string[] = [];
  for (const key of [def.name, def.singular, def.table]) if (!namePattern.test(key)) problems.push(`bad name ${key}`);
  for (const [key, field] of Object.entries(def.fields)) {
    if (!namePattern.test(key)) problems.push(`bad field name ${key}`);
    if (['id', 'created_at', 'updated_at'].includes(key)) problems.push(`${key} is implicit`);
    if (field.kind === 'ref' && !key.endsWith('_id')) problems.push(`ref field ${key} must end with _id`);
    if (field.kind === 'refs' && !key.endsWith('_ids')) problems.push(`refs field ${key} must end with _ids`);
    if (field.kind === 'nested') {
      for (const u of field.unique ?? [])
        for (const c of u.columns) if (!(c in field.fields)) problems.push(`${key}: unique column ${c} unknown`);
    }
  }
  for (const role of ['owner', 'author'] as const) {
    const key = def[role];
    if (key === undefined) continue;
    const field = def.fields[key];
    if (field?.kind !== 'ref' || field.target !== 'users') problems.push(`${role} ${key} is not a ref to users`);
    // Set by the server only: readOnly keeps it out of the write schema, the console's inputs and CLI imports.
    else (def as ResourceDef).fields = { ...def.fields, [key]: { ...field, readOnly: true } };
  }
  problems.push(...layoutProblems(def.fields, def.form));
  for (const key of def.pickerDetail ?? []) if (!(key in def.fields)) problems.push(`pickerDetail ${key} unknown`);
  for (const tone of rowTones(def)) {
    if (!(def.fields[tone.field] && isStored(def.fields[tone.field])))
      problems.push(`rowTone ${tone.field} is not a stored field`);
    if (!tone.values === !tone.present) problems.push(`rowTone ${tone.field}: give values or present`);
  }
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.computed && !field.readOnly) problems.push(`${key}: a computed field must be readOnly`);
    if (field.kind === 'nested' && field.listNames !== undefined && field.fields.name?.kind !== 'text')
      problems.push(`${key}: listNames needs a text field 'name' in its rows`);
  }
  for (const key of Object.keys(def.listFilters ?? {}))
    if (key in def.fields || key === 'id') problems.push(`listFilters ${key} is a field`);
  if (def.selection?.rule && !(def.selection.rule in selectionRules))
    problems.push(`selection rule ${def.selection.rule} unknown`);
  for (const key of def.checkboxFilters ?? []) {
    const field = def.fields[key];
    if (!def.listFilters?.[key] && field?.kind !== 'enum') problems.push(`checkboxFilters ${key} is no enum filter`);
  }
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind === 'ref' && field.narrowBy && !(field.narrowBy in def.fields))
      problems.push(`${key}: narrowBy ${field.narrowBy} unknown`);
    for (const other of field.listWith ?? [])
      if (!(other in def.fields)) problems.push(`${key}: listWith ${other} unknown`);
    for (const other of field.link ? [field.link.id, field.link.by] : [])
      if (!(other in def.fields)) problems.push(`${key}: link ${other} unknown`);
    if (field.kind === 'int' && field.names && !(field.names.when in def.fields))
      problems.push(`${key}: names.when ${field.names.when} unknown`);
    // A mask is drawn over text; the title names the record in every lookup, so it is never hidden.
    const children = field.kind === 'nested' ? Object.entries(field.fields) : [[key, field] as const];
    for (const [name, f] of children)
      if (f.sensitive && (f.kind !== 'text' || name === def.titleField))
        problems.push(`${name}: only a text field other than the title can be sensitive`);
  }
  const [sortField] = def.defaultSort;
  if (sortField !== 'id' && sortField !== 'created_at' && !(def.fields[sortField] && isSortable(def.fields[sortField])))
    problems.push(`default sort ${sortField} is not a sortable field`);
  const title = def.fields[def.titleField];
  if (def.titleField !== 'id' && !(title && isStored(title))) problems.push(`titleField ${def.titleField} unknown`);
  if (def.dateField) {
    const d = def.fields[def.dateField];
    if (def.dateField !== 'created_at' && !(d && (d.kind === 'date' || d.kind === 'datetime')))
      problems.push(`dateField ${def.dateField} is not a date`);
  }
  if (problems.length) throw new Error(`defineResource(${def.name}): ${problems.join('; ')}`);
  return def;
}

/** Columns implicitly present on every resource row. */
export function implicitColumns(def: ResourceDef): string[] {
  return def.timestamps ? ['id', 'created_at', 'updated_at'] : ['id'];
}
