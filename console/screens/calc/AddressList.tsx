import { useCommand } from '../../commands/useCommand.ts';
import { AddressFields } from './AddressFields.tsx';
import { addressErrorKey, addressFields } from './calc-errors.ts';
import { type AddressDraft, MAX_ADDRESSES, MIN_ADDRESSES, newAddress } from './calc-form.ts';

interface Props {
  addresses: readonly AddressDraft[];
  onChange(next: AddressDraft[]): void;
  /** Placed 422 messages by full key (shipping.addresses[i].field). */
  errors: Record<string, string>;
}

/** The addresses of the move; a new one is a stop before the unloading address. */
export function AddressList({ addresses, onChange, errors }: Props) {
  const canAdd = addresses.length < MAX_ADDRESSES;
  const add = () => {
    if (!canAdd) return;
    const at = addresses.length - 1;
    const added = newAddress();
    onChange([...addresses.slice(0, at), added, ...addresses.slice(at)]);
    setTimeout(() => document.getElementById(`calc-address-${added.key}-address`)?.focus(), 0);
  };
  useCommand('calc.addAddress', add);
  return (
    <section className="calc-addresses" aria-label="Адреса">
      {addresses.map((a, i) => (
        <AddressFields
          key={a.key}
          index={i}
          count={addresses.length}
          value={a}
          errors={Object.fromEntries(addressFields.map((f) => [f, errors[addressErrorKey(i, f)]]))}
          onChange={(patch) => onChange(addresses.map((x) => (x.key === a.key ? { ...x, ...patch } : x)))}
          onRemove={
            addresses.length > MIN_ADDRESSES ? () => onChange(addresses.filter((x) => x.key !== a.key)) : undefined
          }
        />
      ))}
      <button type="button" className="small" disabled={!canAdd} onClick={add}>
        Добавить адрес <kbd>Shift+A</kbd>
      </button>
    </section>
  );
}
