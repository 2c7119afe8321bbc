import { describe, expect, it } from 'vitest';
import type { ResourceDef } from './define-resource.ts';
import { defineResource } from './define-resource.ts';
import { f } from './fields/f.ts';
import { formSections } from './form-layout.ts';
import { getResource, resources } from './index.ts';

// Issue 9: 'The registry gets field sections (and the order of importance within them) … Declare
// sections at least for the big resources … and give every other resource a sensible default.'
const all: ResourceDef[] = Object.values(resources);

describe('form layout of the registry', () => {
  it.each(['orders', 'contractors', 'individuals', 'accounts', 'acts', 'transactions', 'users'])(
    '%s declares sections with its main one open',
    (name) => {
      const def = getResource(name)!;
      expect(def.form?.sections.length).toBeGreaterThan(1);
      expect(def.form?.sections[0].collapsed).toBeFalsy();
    },
  );

  it.each(all.map((d) => [d.name, d] as const))('%s: every field is in exactly one section', (_, def) => {
    const placed = formSections(def.fields, def.form).flatMap((s) => s.fields);
    expect([...placed].sort()).toEqual(Object.keys(def.fields).sort());
  });

  it('refuses an unknown or doubled field, a status that is not an enum and an unknown narrowBy at definition', () => {
    const base = {
      name: 'things',
      singular: 'thing',
      table: 'things',
      title: 'Вещи',
      titleField: 'name',
      nav: 'reference' as const,
      defaultSort: ['name', 'asc'] as const,
    };
    const fields = {
      name: f.text({ label: 'Название' }),
      owner_id: f.ref('users', { label: 'Кто', narrowBy: 'nope' }),
    };
    expect(() =>
      defineResource({
        ...base,
        fields,
        form: {
          status: 'name',
          sections: [
            { key: 'a', label: 'А', fields: ['name', 'ghost'] },
            { key: 'b', label: 'Б', fields: ['name'] },
          ],
        },
      }),
    ).toThrow(
      /unknown field ghost.*field name is in two sections.*form status name is not an enum.*narrowBy nope unknown/,
    );
  });

  it('narrows pickers only by a field the target has too', () => {
    for (const def of all)
      for (const [key, field] of Object.entries(def.fields))
        if (field.kind === 'ref' && field.narrowBy)
          expect(getResource(field.target)?.fields, `${def.name}.${key}`).toHaveProperty(field.narrowBy);
  });

  it('shows picker details that are fields of the resource', () => {
    for (const def of all) for (const key of def.pickerDetail ?? []) expect(def.fields).toHaveProperty(key);
    expect(resources.contractor_contacts.pickerDetail).toContain('contractor_id');
  });
});
