import type { CalcCatalogue } from './calc-catalogue.ts';
import { conditionKeys } from './calc-errors.ts';
import type { ConditionsDraft } from './calc-form.ts';
import { OwnVehicleFields } from './OwnVehicleFields.tsx';

interface Props {
  value: ConditionsDraft;
  catalogue: CalcCatalogue;
  /** The tariff the server chose when none is picked (setting default_tariff). */
  answeredTariff: number | null;
  errors: Record<string, string>;
  onChange(patch: Partial<ConditionsDraft>): void;
}

const idOrNull = (v: string) => (v === '' ? null : Number(v));

/** The «Машина» option for the client's own vehicle: one select keeps the three choices exclusive. */
const OWN = 'own';

function vehicleChoice(v: string): Partial<ConditionsDraft> {
  return v === OWN ? { own_vehicle: true } : { own_vehicle: false, vehicle_id: idOrNull(v) };
}

/** The refusal under an input, named by the input's aria-describedby (see `invalid`). */
function FieldError({ of, text }: { of: string; text?: string }) {
  return text ? (
    <span className="field-error" id={`${of}-error`}>
      {text}
    </span>
  ) : null;
}

/** Marks an input invalid and points it at its refusal, so a screen reader reads it with the field. */
const invalid = (of: string, text?: string) =>
  text ? { 'aria-invalid': true as const, 'aria-describedby': `${of}-error` } : {};

/** Tariff, hours the job should fit in, loading only, own transport, the vehicle (catalogue or the client's). */
export function ConditionsFields({ value, catalogue, answeredTariff, errors, onChange }: Props) {
  // Until the user picks one, the select shows the tariff the server applied by default.
  const shown = value.tariff ?? answeredTariff;
  return (
    <fieldset className="calc-conditions">
      <legend>Условия</legend>
      <div className="field-row">
        <label htmlFor="calc-tariff">Тариф</label>
        <select
          id="calc-tariff"
          value={shown ?? ''}
          {...invalid('calc-tariff', errors[conditionKeys.tariff])}
          onChange={(e) => onChange({ tariff: idOrNull(e.target.value) })}
        >
          {shown === null && <option value="">По умолчанию</option>}
          {catalogue.tariffs.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        <FieldError of="calc-tariff" text={errors[conditionKeys.tariff]} />
      </div>
      <div className="field-row">
        <label htmlFor="calc-max-time">Не дольше, ч</label>
        <input
          id="calc-max-time"
          className="num"
          inputMode="decimal"
          value={value.max_time}
          {...invalid('calc-max-time', errors[conditionKeys.max_time])}
          onChange={(e) => onChange({ max_time: e.target.value })}
        />
        <FieldError of="calc-max-time" text={errors[conditionKeys.max_time]} />
      </div>
      <div className="field-row wide">
        <label htmlFor="calc-vehicle">Машина</label>
        <select
          id="calc-vehicle"
          value={value.own_vehicle ? OWN : (value.vehicle_id ?? '')}
          disabled={value.without_vehicle}
          {...invalid('calc-vehicle', errors[conditionKeys.vehicle_id])}
          onChange={(e) => onChange(vehicleChoice(e.target.value))}
        >
          <option value="">Подобрать автоматически</option>
          {catalogue.vehicles.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
          <option value={OWN}>Машина клиента…</option>
        </select>
        <FieldError of="calc-vehicle" text={errors[conditionKeys.vehicle_id]} />
      </div>
      {value.own_vehicle && (
        <OwnVehicleFields
          value={value.own_dimensions}
          disabled={value.without_vehicle}
          errors={errors}
          onChange={(own_dimensions) => onChange({ own_dimensions })}
        />
      )}
      <div className="checks">
        <label className="check">
          <input
            type="checkbox"
            checked={value.only_loading}
            onChange={(e) => onChange({ only_loading: e.target.checked })}
          />{' '}
          Только погрузка
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={value.without_vehicle}
            onChange={(e) => onChange({ without_vehicle: e.target.checked })}
          />{' '}
          Без машины
        </label>
      </div>
    </fieldset>
  );
}
