import { ariaProps, type InputProps } from '../input-props.ts';
import { quarterHours } from '../input-values.ts';

const steps = quarterHours();

/** A select of quarter hours keeps the 15-minute step and works from the keyboard by typing. */
export function TimeInput(p: InputProps) {
  const value = typeof p.value === 'string' ? p.value.slice(0, 5) : '';
  const options = value && !steps.includes(value) ? [value, ...steps] : steps;
  return (
    <select {...ariaProps(p)} value={value} onChange={(e) => p.onChange(e.target.value || null)}>
      <option value="">—</option>
      {options.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </select>
  );
}
