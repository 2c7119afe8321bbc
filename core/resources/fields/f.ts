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

/** Field builders: `f.text({label: 'Название'})`. They only tag the kind; defineResource checks the rest. */
export const f = {
  text: (o: Opts<TextField>): TextField => ({ kind: 'text', ...o }),
  int: (o: Opts<IntField>): IntField => ({ kind: 'int', ...o }),
  decimal: (o: Opts<DecimalField>): DecimalField => ({ kind: 'decimal', ...o }),
  money: (o: Opts<MoneyField>): MoneyField => ({ kind: 'money', ...o }),
  bool: (o: Opts<BoolField>): BoolField => ({ kind: 'bool', default: false, ...o }),
  date: (o: Opts<DateField>): DateField => ({ kind: 'date', ...o }),
  datetime: (o: Opts<DateTimeField>): DateTimeField => ({ kind: 'datetime', ...o }),
  time: (o: Opts<TimeField>): TimeField => ({ kind: 'time', ...o }),
  enum: (
    options: readonly EnumOption[],
    o: Opts<Omit<EnumField, 'options' | 'valueType'>> & { valueType?: EnumField['valueType'] },
  ): EnumField => ({
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
  }),
  ref: (target: string, o: FieldOptions & Pick<RefField, 'narrowBy'>): RefField => ({ kind: 'ref', target, ...o }),
  refs: (target: string, o: FieldOptions): RefsField => ({ kind: 'refs', target, default: [], ...o }),
  json: (o: Opts<JsonField>): JsonField => ({ kind: 'json', ...o }),
  nested: (
    table: string,
    foreignKey: string,
    fields: Record<string, ScalarField>,
    o: Opts<Omit<NestedField, 'table' | 'foreignKey' | 'fields'>>,
  ): NestedField => ({ kind: 'nested', table, foreignKey, fields, ...o }),
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
