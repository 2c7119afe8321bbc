import { type KeyboardEvent, useRef, useState } from 'react';
import {
  catalogueByGroup,
  isPermissionKey,
  permissionCatalogue,
} from '../../../core/permissions/permission-catalogue.ts';
import type { InputProps } from '../../fields/input-props.ts';

type Flags = Record<string, boolean>;

const groups = catalogueByGroup();
const keys = permissionCatalogue.map((p) => p.key);
const moves: Record<string, (i: number) => number> = {
  ArrowDown: (i) => Math.min(i + 1, keys.length - 1),
  ArrowRight: (i) => Math.min(i + 1, keys.length - 1),
  ArrowUp: (i) => Math.max(i - 1, 0),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: () => keys.length - 1,
};

function flagsOf(value: unknown): Flags {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Flags) : {};
}

/**
 * A group's permissions as the catalogue's checkboxes, grouped (issue 15). One Tab stop: the arrows
 * move between the flags, Space switches one. The value is the whole catalogue, each flag true or
 * false; a flag the catalogue does not know (stored before the server refused them) is named and
 * dropped with the next change, since the server would refuse to save it.
 */
export function PermissionEditor(p: InputProps) {
  const flags = flagsOf(p.value);
  const [active, setActive] = useState(0);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const unknown = Object.keys(flags).filter((k) => !isPermissionKey(k));

  const toggle = (key: string, on: boolean) =>
    p.onChange(Object.fromEntries(keys.map((k) => [k, k === key ? on : flags[k] === true])));

  const onKeyDown = (e: KeyboardEvent) => {
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move(active);
    setActive(next);
    boxes.current[next]?.focus();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset per catalogue group sits inside; this is the roving-focus group.
    <div
      id={p.id}
      className="permission-editor"
      role="group"
      aria-label={p.field.label}
      aria-describedby={p.describedBy}
      aria-invalid={p.invalid || undefined}
      onKeyDown={onKeyDown}
    >
      {groups.map((g) => (
        <fieldset key={g.group} className="permission-group" disabled={p.disabled}>
          <legend>{g.title}</legend>
          {g.items.map((item) => {
            const index = keys.indexOf(item.key);
            return (
              <label key={item.key} className="permission-item" title={item.key}>
                <input
                  ref={(el) => {
                    boxes.current[index] = el;
                  }}
                  type="checkbox"
                  name={item.key}
                  tabIndex={index === active ? 0 : -1}
                  checked={flags[item.key] === true}
                  onFocus={() => setActive(index)}
                  onChange={(e) => toggle(item.key, e.target.checked)}
                />
                <span className="permission-name">{item.name}</span>
                <span className="permission-description">{item.description}</span>
              </label>
            );
          })}
        </fieldset>
      ))}
      {unknown.length > 0 && (
        <p className="permission-unknown" role="note">
          Неизвестные права будут удалены при изменении: {unknown.join(', ')}
        </p>
      )}
    </div>
  );
}
