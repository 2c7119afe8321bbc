import type {
  BoolField,
  DateField,
  DateTimeField,
  DecimalField,
  EnumField,
  EnumOption,
  FieldOptions,
  IntField,
  JsonField,
  MoneyField,
  NestedField,
  RefField,
  RefsField,
  ScalarField,
  TextField,
  TimeField,
} from './field-kinds.ts';

type Opts<T> = Omit<T, 'kind'>;

/**
 * Keeps `required: true` and `writeOnly: true` in the field's type (and the enum's option values),
 * so the typed API client (core/api/row-types.ts) knows which fields are never null or never sent;
 * `virtual` and `default` tell server/db/db-types.ts which fields have no column or may be left out of an insert.
 */
type Kept<O> = (O extends { required: true } ? { required: true } : unknown) &
  (O extends { writeOnly: true } ? { writeOnly: true } : unknown) &
  (O extends { virtual: true } ? { virtual: true } : unknown) &
  ('default' extends keyof O ? { default: O['default'] } : unknown);

/** An enum's explicit valueType, kept for the column type server/db/db-types.ts derives. */
type StoredAs<O> = O extends { valueType: infer V } ? { valueType: V } : unknown;

/** Field builders: `f.text({label: 'Название'})`. They only tag the kind; defineResource checks the rest. */
export const f = {
  text: <const O extends Opts<TextField>>(o: O): TextField & Kept<O> => ({ kind: 'text', ...o }) as TextField & Kept<O>,
  int: <const O extends Opts<IntField>>(o: O): IntField & Kept<O> => ({ kind: 'int', ...o }) as IntField & Kept<O>,
  decimal: <const O extends Opts<DecimalField>>(o: O): DecimalField & Kept<O> =>
    ({ kind: 'decimal', ...o }) as DecimalField & Kept<O>,
  money: <const O extends Opts<MoneyField>>(o: O): MoneyField & Kept<O> =>
    ({ kind: 'money', ...o }) as MoneyField & Kept<O>,
  bool: <const O extends Opts<BoolField>>(o: O): BoolField & Kept<O> =>
    ({ kind: 'bool', default: false, ...o }) as BoolField & Kept<O>,
  date: <const O extends Opts<DateField>>(o: O): DateField & Kept<O> => ({ kind: 'date', ...o }) as DateField & Kept<O>,
  datetime: <const O extends Opts<DateTimeField>>(o: O): DateTimeField & Kept<O> =>
    ({ kind: 'datetime', ...o }) as DateTimeField & Kept<O>,
  time: <const O extends Opts<TimeField>>(o: O): TimeField & Kept<O> => ({ kind: 'time', ...o }) as TimeField & Kept<O>,
  enum: <const E extends readonly EnumOption[], const O extends Opts<Omit<EnumField, 'options' | 'valueType'>>>(
    options: E,
    o: O & { valueType?: EnumField['valueType'] },
  ): EnumField & Kept<O> & { options: E } & StoredAs<O> =>
    ({
      kind: 'enum',
      options,
      valueType:
        o.valueType ??
        (options.every((x) => Number.isInteger(x.value))
          ? 'int'
          : typeof options[0]?.value === 'number'
            ? 'decimal'
            : 'text'),
      ...o,
    }) as EnumField & Kept<O> & { options: E } & StoredAs<O>,
  ref: <const O extends FieldOptions & Pick<RefField, 'narrowBy'>>(target: string, o: O): RefField & Kept<O> =>
    ({ kind: 'ref', target, ...o }) as RefField & Kept<O>,
  refs: <const O extends FieldOptions>(target: string, o: O): RefsField & Kept<O> =>
    ({ kind: 'refs', target, default: [], ...o }) as RefsField & Kept<O>,
  json: <const O extends Opts<JsonField>>(o: O): JsonField & Kept<O> => ({ kind: 'json', ...o }) as JsonField & Kept<O>,
  /** Keeps the child table's name, key and fields in its type: server/db/db-types.ts derives the table from them. */
  nested: <const T extends string, const K extends string, const F extends Record<string, ScalarField>>(
    table: T,
    foreignKey: K,
    fields: F,
    o: Opts<Omit<NestedField, 'table' | 'foreignKey' | 'fields'>>,
  ): NestedField & { table: T; foreignKey: K; fields: F } => ({ kind: 'nested', table, foreignKey, fields, ...o }),
};

/** The standard fields of reference entities (spec: 'id, name, short_name, description'). */
export const referenceFields = () => ({
  name: f.text({ label: 'Название', required: true, search: true, list: true, max: 255 }),
  short_name: f.text({ label: 'Краткое название', search: true, list: true, max: 100 }),
  description: f.text({ label: 'Описание', multiline: true, filter: false }),
});

/** The same field, set by the server: for views that show an owner's column without letting it be written. */
export const readOnly = <T extends ScalarField>(field: T): T => ({ ...field, readOnly: true });

/** A product / service line of an account or an act (name, unit, quantity, price, amount). */
export const productLineFields = () => ({
  name: f.text({ label: 'Наименование', required: true, max: 500 }),
  unit: f.text({ label: 'Ед. изм.', max: 20 }),
  quantity: f.decimal({ label: 'Количество', min: 0, scale: 3, default: 1 }),
  price: f.money({ label: 'Цена' }),
  amount: f.money({ label: 'Сумма' }),
});
