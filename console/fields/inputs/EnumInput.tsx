import { ariaProps, type InputProps } from '../input-props.ts';

export function EnumInput(p: InputProps) {
  const options = p.field.kind === 'enum' ? p.field.options : [];
  const index = options.findIndex((o) => o.value === p.value);
  return (
    <select
      {...ariaProps(p)}
      value={index}
      onChange={(e) => p.onChange(Number(e.target.value) < 0 ? null : options[Number(e.target.value)].value)}
    >
      <option value={-1}>—</option>
      {options.map((o, i) => (
        <option key={String(o.value)} value={i}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
