import { displayedDiscount } from '../../../core/rules/discount.rule.ts';
import type { InputProps } from '../../fields/input-props.ts';
import { NumberInput } from '../../fields/inputs/NumberInput.tsx';
import { useOrderCard } from './order-card-context.ts';

/** A signed percent: negative is a surcharge. */
const signedPercent = { kind: 'decimal', label: '', min: -100, max: 100, scale: 2 } as const;

/**
 * Discount or surcharge as one signed number (spec 01 §3: 'a surcharge when has_discount is false,
 * shown as negative'): typing −10 stores discount 10 with has_discount false. The form-1 pair
 * (discount_form1, has_discount_form1) works the same.
 */
export function DiscountInput(p: InputProps) {
  const { patch } = useOrderCard();
  const name = p.name === 'discount_form1' ? 'discount_form1' : 'discount';
  const flag = name === 'discount' ? 'has_discount' : 'has_discount_form1';
  const hasDiscount = p.record?.[flag] !== false;
  const shown =
    p.value == null || p.value === ''
      ? null
      : displayedDiscount({ has_discount: hasDiscount, discount: Number(p.value) });
  return (
    <span className="discount-input">
      <NumberInput
        {...p}
        field={signedPercent}
        value={shown}
        onChange={(v) => {
          const n = v === null ? null : Number(v);
          patch({ [name]: n === null ? null : Math.abs(n), [flag]: n === null ? hasDiscount : n >= 0 });
        }}
      />
      <span className="muted">{hasDiscount ? 'скидка' : 'наценка'}</span>
    </span>
  );
}
