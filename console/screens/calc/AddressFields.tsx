import type { AddressDraft } from './calc-form.ts';

interface Props {
  index: number;
  count: number;
  value: AddressDraft;
  /** Messages by address field ('address', 'flor', …). */
  errors: Record<string, string | undefined>;
  onChange(patch: Partial<AddressDraft>): void;
  onRemove?: () => void;
}

function role(index: number, count: number): string {
  if (index === 0) return 'Погрузка';
  if (index === count - 1) return 'Выгрузка';
  return `Остановка ${index}`;
}

const numbers = [
  ['flor', 'Этаж'],
  ['distance_to_vehicle', 'До машины, м'],
  ['distance_on_floor', 'По этажу, м'],
] as const;

/** One address of the move: the first is loaded, the last unloaded (docs/api.md). */
export function AddressFields({ index, count, value, errors, onChange, onRemove }: Props) {
  const id = (field: string) => `calc-address-${value.key}-${field}`;
  const title = `${role(index, count)}: адрес ${index + 1}`;
  const error = (field: string) =>
    errors[field] ? (
      <span className="field-error" id={`${id(field)}-error`}>
        {errors[field]}
      </span>
    ) : null;
  return (
    <fieldset className="calc-address">
      <legend>{title}</legend>
      {onRemove && (
        <button type="button" className="icon remove" aria-label={`Убрать адрес ${index + 1}`} onClick={onRemove}>
          ×
        </button>
      )}
      <div className="field-row wide">
        <label htmlFor={id('address')}>Адрес</label>
        <input
          id={id('address')}
          value={value.address}
          aria-invalid={!!errors.address || undefined}
          aria-describedby={errors.address ? `${id('address')}-error` : undefined}
          onChange={(e) => onChange({ address: e.target.value })}
        />
        {error('address')}
      </div>
      {numbers.map(([field, label]) => (
        <div className="field-row" key={field}>
          <label htmlFor={id(field)}>{label}</label>
          <input
            id={id(field)}
            className="num"
            inputMode="numeric"
            value={value[field]}
            aria-invalid={!!errors[field] || undefined}
            aria-describedby={errors[field] ? `${id(field)}-error` : undefined}
            onChange={(e) => onChange({ [field]: e.target.value })}
          />
          {error(field)}
        </div>
      ))}
      <label className="check">
        <input type="checkbox" checked={value.lift} onChange={(e) => onChange({ lift: e.target.checked })} /> Лифт
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={value.freight_lift}
          onChange={(e) => onChange({ freight_lift: e.target.checked })}
        />{' '}
        Грузовой лифт
      </label>
    </fieldset>
  );
}
