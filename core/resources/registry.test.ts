import { describe, expect, it } from 'vitest';
import { defineResource, navGroups, type ResourceDef } from './define-resource.ts';
import { f } from './fields/f.ts';
import type { Field } from './fields/field-kinds.ts';
import { LEDGER_OWNER_TYPES } from '../ledger/ledger-catalogue.ts';
import { getResource, resources } from './index.ts';

const all: ResourceDef[] = Object.values(resources);

// Spec 01 section 7, 'Resources in this area' (table-backed ones; 'equipment logs' is equipment_logs).
const spec01 = [
  'brigades',
  'document_types',
  'document_packs',
  'clothing_types',
  'appearances',
  'passport_types',
  'contractors',
  'individuals',
  'users',
  'orders',
  'messages',
  'calls',
  'equipment_logs',
  'filters',
  'fields_to_shows',
  'work_types',
  'work_types_groups',
  'instrument_types',
  'streets',
  'metro_stations',
  'territories',
];
// Spec 02 section 7, 'Resources in this area', without the reports that are not tables (user_efficiency,
// excerpts, contractor_debts, refuses, pay_today, schedule/weekly), plus 'orders (free orders)' and
// 'Additional order address is under the /api root'.
const spec02 = [
  'honesty_types',
  'contractor_honesties',
  'accounts',
  'orders',
  'free_orders',
  'acts',
  'suit_checks',
  'quality_individuals',
  'rating_rates',
  'rating_gradations',
  'commute_payments',
  'mkad_additional_payments',
  'location_logs',
  'calc_categories',
  'calc_items',
  'calc_props',
  'calc_settings',
  'document_packs',
  'user_groups',
  'user_activities',
  'everyday_ads',
  'mass_mailings',
  'invoices',
  'card_invoices',
  'transactions',
  'ratings',
  'calls',
  'messages',
  'tasks',
  'filters',
  'fields_to_shows',
  'additional_order_addresses',
];
// Spec 02 section 2, the reference-list and admin routes ('and the reference lists' of section 7).
const referenceRoutes = [
  'work_types',
  'contractor_types',
  'streets',
  'metro_stations',
  'territories',
  'penalties',
  'v_cards',
  'work_shifts',
  'payment_conditions',
  'prepayment_conditions',
  'address_types',
  'work_conditions',
  'brigades',
  'document_types',
  'document_packs',
  'contractor_scopes',
  'clothing_types',
  'appearances',
  'passport_types',
  'users',
  'user_groups',
  'equipment_instrument_types',
  'equipment_clothing_types',
  'equipment_extract_accessories',
];

function refTargets(fields: Record<string, Field>): { path: string; target: string }[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    if (field.kind === 'ref' || field.kind === 'refs') return [{ path: key, target: field.target }];
    if (field.kind === 'nested')
      return refTargets(field.fields).map((r) => ({ path: `${key}.${r.path}`, target: r.target }));
    return [];
  });
}

function duplicates(values: string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('resource registry', () => {
  it('keys every resource by its own name', () => {
    for (const [key, def] of Object.entries(resources)) expect(def.name).toBe(key);
  });

  it('points every ref and refs field at a registered resource', () => {
    const broken = all.flatMap((def) =>
      refTargets(def.fields)
        .filter((r) => !getResource(r.target))
        .map((r) => `${def.name}.${r.path} -> ${r.target}`),
    );
    expect(broken).toEqual([]);
  });

  it('has unique names, singulars and tables (views included)', () => {
    expect(duplicates(all.map((d) => d.name))).toEqual([]);
    expect(duplicates(all.map((d) => d.singular))).toEqual([]);
    expect(duplicates(all.map((d) => d.table))).toEqual([]);
    expect(duplicates([...all.map((d) => d.name), ...all.map((d) => d.singular)])).toEqual([]);
  });

  it('has unique single-letter go keys', () => {
    const keys = all.flatMap((d) => (d.goKey ? [d.goKey] : []));
    expect(duplicates(keys)).toEqual([]);
    for (const k of keys) expect(k).toMatch(/^[a-z]$/);
  });

  it('gives every resource a Russian title and singular, and every field a label', () => {
    const cyrillic = /[А-Яа-яЁё]/;
    for (const def of all) {
      expect(def.title, def.name).toMatch(cyrillic);
      expect(def.titleSingular, def.name).toMatch(cyrillic);
      for (const [key, field] of Object.entries(def.fields))
        expect(field.label.trim(), `${def.name}.${key}`).not.toBe('');
    }
  });

  it('puts every resource in a valid navigation group', () => {
    for (const def of all) expect(Object.keys(navGroups), def.name).toContain(def.nav);
  });

  it('shows a few columns by default', () => {
    for (const def of all) {
      const shown = Object.values(def.fields).filter((f) => f.list).length;
      expect(shown, def.name).toBeGreaterThanOrEqual(1);
      expect(shown, def.name).toBeLessThanOrEqual(10);
    }
  });

  it.each([...new Set([...spec01, ...spec02, ...referenceRoutes])])('registers %s', (name) => {
    expect(getResource(name)).toBeDefined();
  });

  it('answers undefined for unknown names and prototype keys', () => {
    expect(getResource('nope')).toBeUndefined();
    expect(getResource('toString')).toBeUndefined();
  });
});

// Issue 8: per-user records stay the user's; the ledger (and other rows with a writer) record who
// wrote them. Every ref to users is one of: the row's owner, its author, or a person chosen on the
// form (an assignment, editable). A new ref to users must be placed here, so the choice is made.
describe('owner and author options', () => {
  const refsToUsers = all.flatMap((def) =>
    Object.entries(def.fields)
      .filter(([, f]) => f.kind === 'ref' && f.target === 'users')
      .map(([key]) => `${def.name}.${key}`),
  );

  it('owns saved filters and chosen columns, and authors the ledger and other written records', () => {
    expect(all.filter((d) => d.owner).map((d) => `${d.name}.${d.owner}`)).toEqual([
      'fields_to_shows.user_id',
      'filters.user_id',
    ]);
    expect(all.filter((d) => d.author).map((d) => `${d.name}.${d.author}`)).toEqual([
      'documents.user_id',
      'equipment_logs.user_id',
      // Who recorded a refusal or a suit check (issue 21): the signed-in user, stamped by the server.
      'individual_refusals.user_id',
      'mass_mailings.user_id',
      'suit_checks.user_id',
      'tasks.user_id',
      'transactions.user_id',
      'user_activities.user_id',
    ]);
  });

  it('leaves every other ref to users an editable choice, or a read-only copy of one (ratings)', () => {
    const chosen = refsToUsers.filter((k) => {
      const [name, key] = k.split('.');
      const def = getResource(name)!;
      return def.owner !== key && def.author !== key;
    });
    expect(chosen).toEqual([
      'calls.user_id',
      'contractor_honesties.user_id',
      'contractors.main_user_id',
      // Who approved, deleted or archived a scan: written by its actions (server/actions/individual-files).
      'documents.approved_by_user_id',
      'documents.deleted_by_user_id',
      'documents.archived_by_user_id',
      'individuals.user_id',
      'orders.user_id',
      'orders.user2_id',
      'orders.user3_id',
      'quality_individuals.logist_user_id',
      'ratings.user_id',
      'ratings.user2_id',
      'ratings.user3_id',
      'tasks.assigned_to_id',
      'transactions.user2_id',
      // Who made an audited change (issue 26): a read-only copy, written by the audit triggers.
      'audit_log.user_id',
    ]);
  });

  it('makes owner and author fields read-only, so no body, form or import writes them', () => {
    for (const def of all)
      for (const key of [def.owner, def.author])
        if (key) expect(def.fields[key].readOnly, `${def.name}.${key}`).toBe(true);
  });

  it('refuses an owner that is not a ref to users at definition time', () => {
    expect(() =>
      defineResource({
        name: 'notes',
        singular: 'note',
        table: 'notes',
        title: 'Заметки',
        titleField: 'id',
        nav: 'admin',
        fields: { user_id: f.ref('orders', { label: 'Заказ' }) },
        defaultSort: ['id', 'desc'],
        owner: 'user_id',
      }),
    ).toThrow('owner user_id is not a ref to users');
  });
});

describe('display options of list cells (issue 9 item 6)', () => {
  const notes = (fields: Record<string, Field>) => () =>
    defineResource({
      name: 'notes',
      singular: 'note',
      table: 'notes',
      title: 'Заметки',
      titleField: 'id',
      nav: 'admin',
      fields,
      defaultSort: ['id', 'desc'],
    });

  it('refuses a listWith or names.when field the resource does not have', () => {
    expect(notes({ text: f.text({ label: 'Текст', listWith: ['street_id'] }) })).toThrow(
      'text: listWith street_id unknown',
    );
    expect(notes({ who: f.int({ label: 'Кто', names: { target: 'users', when: 'incoming', is: false } }) })).toThrow(
      'who: names.when incoming unknown',
    );
  });

  it('refuses a polymorphic link whose id or type field the resource does not have', () => {
    const link = { id: 'owner_id', by: 'owner_type', targets: { User: 'users' } };
    expect(notes({ owner_name: f.text({ label: 'Кто', link }) })).toThrow('owner_name: link owner_id unknown');
    expect(notes({ owner_id: f.int({ label: '№' }), owner_name: f.text({ label: 'Кто', link }) })).toThrow(
      'owner_name: link owner_type unknown',
    );
  });

  it('points every polymorphic link at registered resources, one for each owner type of the ledger', () => {
    const broken = all.flatMap((def) =>
      Object.entries(def.fields).flatMap(([key, field]) =>
        Object.values(field.link?.targets ?? {})
          .filter((target) => !getResource(target))
          .map((target) => `${def.name}.${key} -> ${target}`),
      ),
    );
    expect(broken).toEqual([]);
    expect(Object.keys(resources.transactions.fields.owner_name.link?.targets ?? {}).sort()).toEqual(
      [...LEDGER_OWNER_TYPES].sort(),
    );
  });

  it('refuses a row tone with neither values nor present', () => {
    const tone = { field: 'done', tone: 'muted' } as const;
    expect(() =>
      defineResource({
        name: 'notes',
        singular: 'note',
        table: 'notes',
        title: 'Заметки',
        titleField: 'id',
        nav: 'admin',
        fields: { done: f.bool({ label: 'Готово' }) },
        defaultSort: ['id', 'desc'],
        rowTone: tone,
      }),
    ).toThrow('rowTone done: give values or present');
  });
});
