import type { AccessRule } from '../../permissions/access-rule.ts';
import type { CellFormatName } from '../cell-formats.ts';

// Field kinds of the resource registry. Every layer (SQL, zod, console cells and inputs, CLI
// columns) dispatches on `kind` through a lookup table, never a chain of conditionals.

export type FieldKind =
  | 'text'
  | 'int'
  | 'decimal'
  | 'money'
  | 'bool'
  | 'date'
  | 'datetime'
  | 'time'
  | 'enum'
  | 'ref'
  | 'refs'
  | 'json'
  | 'nested';

export interface FieldOptions {
  label: string;
  required?: boolean;
  /** Included in the free-text `search` parameter. */
  search?: boolean;
  /** Accepted as a key in the `filter` parameter (scalar stored fields default to true). */
  filter?: boolean;
  /** Accepted as `sort` (scalar stored fields default to true). */
  sort?: boolean;
  /** Set by the server (timestamps, computed values): ignored on write. */
  readOnly?: boolean;
  /**
   * Computed by the server from other records (a contractor's sleep status from its orders):
   * read-only, and a write that carries it is refused with a 422 instead of silently dropped.
   */
  computed?: boolean;
  /**
   * No column of its own: a computed value the resource's `decorateRows` hook sets on every answer
   * (an order's num_orders from its contractor's orders). Listed and shown, never sorted or filtered.
   */
  virtual?: boolean;
  /** How a list cell shows the value beyond its kind (age beside a birth date): core/resources/cell-formats.ts. */
  cell?: CellFormatName;
  /** Accepted on write, never returned (passwords). Not a column of the table. */
  writeOnly?: boolean;
  /** Shown as a list column when the user has not chosen columns. */
  list?: boolean;
  /**
   * false: a list column only, left out of the record's form, where another field already shows it
   * (an activity row's user name, which its user reference shows as a name too).
   */
  form?: false;
  default?: unknown;
  /** Short help under the input. */
  hint?: string;
  /**
   * Fields of the same row whose values a list cell shows before this one, joined by commas: the
   * order's «Адрес» column reads «ул. Лесная, д. 5, кв. 48» from street_id and address_info.
   */
  listWith?: readonly string[];
  /**
   * The cell links to a record a polymorphic pair of the row names: `id` holds its id and `by` its
   * type, `targets` maps each type to the resource it lives in (a ledger row's owner is a worker, a
   * manager or a contractor by owner_type). A type missing from the map leaves the text unlinked.
   */
  link?: RecordLink;
  /**
   * A named input of the console (console/fields/named-inputs.ts) used instead of the kind's own:
   * user_groups' permissions are edited as the catalogue's checkboxes, not as raw JSON.
   */
  input?: string;
  /**
   * Personal data read whole only by `readWhole` (issue 20 item 4): everyone else gets the value
   * masked by `mask` in every answer, export and event, and may not filter, sort or search by it.
   */
  sensitive?: Sensitivity;
}

/** How a sensitive value is shown to whoever may not read it whole (core/rules/value-masks.rule.ts). */
export type MaskKind = 'card' | 'passport' | 'phone';

export interface Sensitivity {
  readWhole: AccessRule;
  mask: MaskKind;
}

export interface RecordLink {
  id: string;
  by: string;
  targets: Readonly<Record<string, string>>;
}

export interface TextField extends FieldOptions {
  kind: 'text';
  max?: number;
  multiline?: boolean;
  format?: 'email' | 'phone' | 'url';
  /** A list cell shows at most this many characters (spec 02 §9: default 50, a mailing's body 30). */
  preview?: number;
}
export interface IntField extends FieldOptions {
  kind: 'int';
  min?: number;
  max?: number;
  /**
   * A plain id that names a record of `target` on rows where the field `when` equals `is` (a
   * message's sender_id is a manager's id when it is outgoing): cells show that record's name.
   */
  names?: { target: string; when: string; is: unknown };
}
export interface DecimalField extends FieldOptions {
  kind: 'decimal';
  min?: number;
  max?: number;
  scale?: number;
  /** Total digits of the numeric(precision, scale) column; default 12 (value-limits.ts). */
  precision?: number;
}
export interface MoneyField extends FieldOptions {
  kind: 'money';
  min?: number;
}
export interface BoolField extends FieldOptions {
  kind: 'bool';
}
export interface DateField extends FieldOptions {
  kind: 'date';
  /** The value is a month: typed 'MM.yyyy', kept as the month's last day (a card's active-until). */
  month?: boolean;
}
export interface DateTimeField extends FieldOptions {
  kind: 'datetime';
}
export interface TimeField extends FieldOptions {
  kind: 'time';
}
export interface EnumOption {
  value: string | number;
  label: string;
}
export interface EnumField extends FieldOptions {
  kind: 'enum';
  options: readonly EnumOption[];
  /** Stored as numeric (status 2.5) or text. */
  valueType: 'int' | 'decimal' | 'text';
}
export interface RefField extends FieldOptions {
  kind: 'ref';
  /** Target resource name in the registry. */
  target: string;
  /**
   * A field of the same record whose value narrows this picker: the target is filtered by its own
   * field of that name (orders' client_id shows only contacts of the chosen contractor_id).
   */
  narrowBy?: string;
}
export interface RefsField extends FieldOptions {
  kind: 'refs';
  target: string;
}
export interface JsonField extends FieldOptions {
  kind: 'json';
  /**
   * 'ids': a list of record numbers (positive int4) whose table depends on the row, so not a `refs`
   * field (a message's receivers are users or workers by its direction).
   */
  items?: 'ids';
}

/** A child table edited inside its parent's form; rows carry `_destroy` to be removed. */
export interface NestedField extends FieldOptions {
  kind: 'nested';
  table: string;
  foreignKey: string;
  fields: Record<string, ScalarField>;
  /** Column sets that must be unique within one parent, with the message for a duplicate. */
  unique?: readonly { columns: readonly string[]; message: string }[];
  /** Child sort inside the parent. */
  orderBy?: string;
  /** The form shows the first N rows and a toggle for the rest (spec 01 §9: contacts and phones, 3). */
  collapseAfter?: number;
  /** A list column names the first N rows by their `name` (spec 01 §9: contacts, 'column: at most 5 names'). */
  listNames?: number;
}

/** A nested list shown as a list column of names (`listNames`). */
export function isNamesColumn(field: Field): field is NestedField & { listNames: number } {
  return field.kind === 'nested' && field.listNames !== undefined;
}

export type ScalarField =
  | TextField
  | IntField
  | DecimalField
  | MoneyField
  | BoolField
  | DateField
  | DateTimeField
  | TimeField
  | EnumField
  | RefField
  | RefsField
  | JsonField;

export type Field = ScalarField | NestedField;

/** Kinds stored in a column of the resource's own table (nested rows live in a child table). */
export function isStored(field: Field): field is ScalarField {
  return field.kind !== 'nested' && !field.writeOnly && !field.virtual;
}

const unsortableKinds: ReadonlySet<FieldKind> = new Set(['json', 'refs', 'nested']);

export function isSortable(field: Field): boolean {
  return isStored(field) && field.sort !== false && !unsortableKinds.has(field.kind);
}

export function isFilterable(field: Field): boolean {
  return isStored(field) && field.filter !== false && field.kind !== 'json';
}
