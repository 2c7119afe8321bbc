import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { permissionCatalogue, permissionGroups } from '../../../core/permissions/permission-catalogue.ts';
import { resources } from '../../../core/resources/index.ts';
import { inputOf } from '../../fields/field-inputs.ts';
import { namedInputs } from '../../fields/named-inputs.ts';
import { PermissionEditor } from './PermissionEditor.tsx';

// Issue 15 item 1: "`/user_groups` edits permissions as grouped checkboxes from it (keyboard:
// arrows and Space)".
afterEach(cleanup);

const field = resources.user_groups.fields.permissions;

function Editor({ initial, seen }: { initial: unknown; seen: unknown[] }) {
  const [value, setValue] = useState(initial);
  return (
    <PermissionEditor
      id="field-permissions"
      field={field}
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

describe('PermissionEditor', () => {
  it('is the input of user_groups.permissions, and every named input of the registry exists', () => {
    expect(inputOf(field)).toBe(PermissionEditor);
    const named = Object.values(resources).flatMap((def) =>
      Object.values(def.fields).flatMap((f) => (f.input ? [f.input] : [])),
    );
    expect(named.filter((n) => !(n in namedInputs))).toEqual([]);
  });

  it('shows every catalogue flag as a checkbox under its group, checked as stored', () => {
    render(<Editor initial={{ transactions: true, stats_month: false }} seen={[]} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(permissionCatalogue.length);
    for (const title of Object.values(permissionGroups))
      expect(screen.getByRole('group', { name: title })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /^Операции/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^Статистика по месяцам/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('moves with the arrows (one Tab stop) and switches a flag with Space', () => {
    const seen: unknown[] = [];
    render(<Editor initial={{}} seen={seen} />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    boxes[0].focus();
    fireEvent.keyDown(boxes[0], { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(boxes[2]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(boxes[1]);
    // Space on a native checkbox is a click.
    fireEvent.click(document.activeElement!);
    const key = permissionCatalogue[1].key;
    expect(seen.at(-1)).toEqual(Object.fromEntries(permissionCatalogue.map((p) => [p.key, p.key === key])));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(boxes.at(-1));
  });

  it('names a stored flag the catalogue does not know and drops it with the next change', () => {
    const seen: unknown[] = [];
    render(<Editor initial={{ bogus_flag: true }} seen={seen} />);
    expect(screen.getByRole('note').textContent).toContain('bogus_flag');
    fireEvent.click(screen.getAllByRole('checkbox')[0]);
    expect(seen.at(-1)).not.toHaveProperty('bogus_flag');
  });
});
