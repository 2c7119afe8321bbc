import { conditionKeys, type OwnVehicleField, ownVehicleErrorKey, ownVehicleFields } from './calc-errors.ts';
import type { OwnVehicleDraft } from './calc-form.ts';

interface Props {
  value: OwnVehicleDraft;
  /** "Без машины" is on: the dimensions are kept but not sent. */
  disabled: boolean;
  /** Messages by error key (shipping.vehicle_dimensions.l, …). */
  errors: Record<string, string>;
  onChange(value: OwnVehicleDraft): void;
}

const labels: Record<OwnVehicleField, string> = {
  l: 'Длина, см',
  w: 'Ширина, см',
  h: 'Высота, см',
  payload: 'Грузоподъёмность, кг',
};

const NOT_FITTING_ID = 'calc-own-not-fitting';

/** The inner size and payload of the client's own vehicle (docs/api.md: vehicle_dimensions, not charged). */
export function OwnVehicleFields({ value, disabled, errors, onChange }: Props) {
  // What does not fit concerns the whole body: every input is marked and points at the one message.
  const notFitting = errors[conditionKeys.own_vehicle];
  return (
    <fieldset className="calc-own-vehicle" disabled={disabled}>
      <legend>Кузов машины клиента (не оплачивается)</legend>
      {notFitting && (
        <p className="field-error" id={NOT_FITTING_ID}>
          {notFitting}
        </p>
      )}
      {ownVehicleFields.map((field) => {
        const id = `calc-own-${field}`;
        const error = errors[ownVehicleErrorKey(field)];
        const describedBy = [error && `${id}-error`, notFitting && NOT_FITTING_ID].filter(Boolean).join(' ');
        return (
          // The payload takes a line of its own (calc.css): its label is too long for a third of the column.
          <div className={field === 'payload' ? 'field-row wide' : 'field-row'} key={field}>
            <label htmlFor={id}>{labels[field]}</label>
            <input
              id={id}
              className="num"
              inputMode="numeric"
              placeholder={field === 'payload' ? 'не ограничена' : undefined}
              value={value[field]}
              aria-invalid={!!(error || notFitting) || undefined}
              aria-describedby={describedBy || undefined}
              onChange={(e) => onChange({ ...value, [field]: e.target.value })}
            />
            {error && (
              <span className="field-error" id={`${id}-error`}>
                {error}
              </span>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
