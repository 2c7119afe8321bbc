import { useCallback, useEffect, useRef, useState } from 'react';
import { newOrder } from '../../../core/actions/defs/order-create.actions.ts';
import { officeToday } from '../../../core/format.ts';
import { newOrderDefaults } from '../../../core/rules/order-defaults.rule.ts';
import type { ResourceDef } from '../../../core/resources/define-resource.ts';
import { api } from '../../app/api.ts';
import { recordTitle } from '../../fields/ref-names.ts';
import { defaultsOf, rowKey, type Values, withRowKeys } from '../../form/form-values.ts';
import { useRecent } from '../../stores/recent-store.ts';

/** A new card: the registry defaults plus spec 01's order defaults (tomorrow, pass 16:00, default price lines). */
export function newOrderValues(def: ResourceDef, today: Date | string): Values {
  const d = newOrderDefaults(today);
  const priceField = def.fields.order_prices;
  const lineDefaults = priceField?.kind === 'nested' ? defaultsOf(priceField.fields) : {};
  return {
    ...defaultsOf(def.fields),
    start_date: d.start_date,
    pass_date: d.pass_date,
    pass_time: d.pass_time,
    order_prices: d.order_prices.map((line) => ({ ...lineDefaults, ...line, _key: rowKey() })),
  };
}

/**
 * The card's record: loaded by id (and remembered among recent records), or a new order's
 * defaults as the server sends them (GET /api/orders/new: the 09:00 start, the driver's vehicle,
 * the client's rates, a manager as manager 2; issue 22 item 12), the console's own when that call
 * fails. `loaded` replaces both the values and what the card compares edits with.
 */
export function useOrderRecord(def: ResourceDef, id: number | undefined) {
  const [values, setValues] = useState<Values | null>(null);
  const [initial, setInitial] = useState<Values | null>(values);
  const [loadError, setLoadError] = useState<string | null>(null);
  const remember = useRecent((s) => s.remember);
  // The order the card holds: a new order just saved has its id now but needs no second fetch
  // (a fetch would give its rows new keys, and the row in focus would vanish under the cursor).
  const held = useRef<unknown>(undefined);

  const loaded = useCallback(
    (record: Values) => {
      held.current = record.id;
      const withKeys = withRowKeys(def, record);
      setValues(withKeys);
      setInitial(withKeys);
    },
    [def],
  );

  const reload = useCallback(() => {
    if (id === undefined) return;
    api
      .resource('orders')
      .get(id)
      .then((record) => {
        loaded(record as Values);
        remember({ resource: def.name, id, label: `${def.titleSingular} ${recordTitle(def.name, record)}` });
      })
      .catch((e: Error) => setLoadError(e.message));
  }, [def, id, loaded, remember]);

  useEffect(() => {
    if (id !== held.current) reload();
  }, [id, reload]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new card asks for its defaults once.
  useEffect(() => {
    if (id !== undefined) return;
    let live = true;
    api
      .call(newOrder, {})
      .then((template) => live && loaded(template as Values))
      .catch(() => live && loaded(newOrderValues(def, officeToday())));
    return () => {
      live = false;
    };
  }, []);
  return { values, setValues, initial, setInitial, loaded, loadError, reload };
}
