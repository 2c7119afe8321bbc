import { ariaProps, type InputProps } from '../input-props.ts';

export function BoolInput(p: InputProps) {
  return (
    <input
      {...ariaProps(p)}
      type="checkbox"
      checked={p.value === true}
      onChange={(e) => p.onChange(e.target.checked)}
    />
  );
}
