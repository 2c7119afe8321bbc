import { Link } from 'wouter';
import type { FormPanelProps } from '../../form/form-extensions.ts';

/** Spec 02 'Account: acts (linked through act_operations to act number), orders (all linked order ids)', as links. */
export function AccountLinks({ values }: FormPanelProps) {
  const acts = (values.acts as { id: number; number: string | null }[] | undefined) ?? [];
  const orders = (values.linked_order_ids as number[] | undefined) ?? [];
  return (
    <fieldset className="form-panel account-links">
      <legend>Акты и заказы счёта</legend>
      <p>
        Акты:{' '}
        {acts.length === 0
          ? 'нет'
          : acts.map((a, i) => (
              <span key={a.id}>
                {i > 0 && ', '}
                <Link href={`/acts?id=${a.id}`}>№ {a.number ?? a.id}</Link>
              </span>
            ))}
      </p>
      <p>
        Заказы:{' '}
        {orders.length === 0
          ? 'нет'
          : orders.map((id, i) => (
              <span key={id}>
                {i > 0 && ', '}
                <Link href={`/orders?id=${id}`}>№ {id}</Link>
              </span>
            ))}
      </p>
    </fieldset>
  );
}
