import { Command } from 'cmdk';
import { useEffect, useRef, useState } from 'react';
import {
  type StreetSuggestion as Suggestion,
  streetsAutocomplete,
} from '../../../core/actions/defs/streets.actions.ts';
import { encodeFilter } from '../../../core/filter.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { useLayer } from '../../app/useLayer.ts';
import type { InputProps } from '../../fields/input-props.ts';
import { PickerButton } from '../../fields/inputs/PickerButton.tsx';
import { usePickerButton, useRefName } from '../../fields/inputs/RefInput.tsx';
import { rememberNames } from '../../fields/ref-names.ts';
import { useOrderCard } from './order-card-context.ts';

const itemKey = (s: Suggestion, i: number) => `${i}-${s.street_id}`;

function StreetPicker({ seed, onPick, onClose }: { seed: string; onPick(s: Suggestion): void; onClose(): void }) {
  const { contractorId } = useOrderCard();
  const [query, setQuery] = useState(seed);
  const [items, setItems] = useState<Suggestion[] | null>(null);
  const [active, setActive] = useState('');
  const done = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  useLayer(
    true,
    () => {
      done.current = true;
      onClose();
    },
    { box },
  );
  useEffect(() => {
    let live = true;
    const filter = { name: [query.trim()], ...(contractorId ? { contractor_id: [String(contractorId)] } : {}) };
    const timer = setTimeout(() => {
      api
        .call(streetsAutocomplete, { query: { filter: encodeFilter(filter) } })
        .then((got) => {
          if (!live) return;
          rememberNames(
            'streets',
            got.items.map((s) => ({ id: s.street_id, name: s.street_name })),
          );
          setItems(got.items);
          setActive(got.items[0] ? itemKey(got.items[0], 0) : '');
        })
        .catch(() => live && setItems([]));
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, contractorId]);
  const pick = (s: Suggestion | undefined) => {
    if (!s) return;
    done.current = true;
    onPick(s);
  };
  return (
    <Command
      ref={box}
      className="picker"
      label="Улица"
      shouldFilter={false}
      value={active}
      onValueChange={setActive}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          e.stopPropagation();
          pick(items?.find((s, i) => itemKey(s, i) === active) ?? items?.[0]);
        }
      }}
      onBlur={(e) => {
        if (!done.current && !e.currentTarget.contains(e.relatedTarget as Node | null)) onClose();
      }}
    >
      <Command.Input autoFocus value={query} onValueChange={setQuery} placeholder="Улица…" />
      <Command.List>
        {items === null && <Command.Loading>Загрузка…</Command.Loading>}
        {items !== null && (
          <Command.Empty>{query.trim() ? texts.empty : 'Начните вводить название улицы'}</Command.Empty>
        )}
        {items?.map((s, i) => (
          <Command.Item key={itemKey(s, i)} value={itemKey(s, i)} onSelect={() => pick(s)}>
            <span className="picker-title">{s.street_name}</span>
            {s.source === 'contractor' && (
              <span className="picker-detail">Адрес клиента{s.address_info ? `: ${s.address_info}` : ''}</span>
            )}
          </Command.Item>
        ))}
      </Command.List>
    </Command>
  );
}

/**
 * The order's street with autocomplete (GET /api/streets/autocomplete): the contractor's earlier
 * addresses first. Picking one also fills the house part and the metro stations when it has them.
 */
export function StreetInput(p: InputProps) {
  const { patch } = useOrderCard();
  const picker = usePickerButton(p.id);
  const name = useRefName('streets', p.value);
  return (
    <span className="ref-input">
      <PickerButton p={p} picker={picker} name={name}>
        <StreetPicker
          seed={picker.seed}
          onClose={() => picker.close()}
          onPick={(s) => {
            const values: Record<string, unknown> = { street_id: s.street_id };
            if (s.address_info) values.address_info = s.address_info;
            if (s.metro_station_ids.length) values.metro_station_ids = s.metro_station_ids;
            patch(values);
            // On to the house number: the next field after the street.
            picker.close('forward');
          }}
        />
      </PickerButton>
    </span>
  );
}
