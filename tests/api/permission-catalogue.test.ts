import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessRule, flagsOfRule } from '../../core/permissions/access-rule.ts';
import { permissionCatalogue } from '../../core/permissions/permission-catalogue.ts';
import { screenAccess } from '../../core/permissions/screen-access.ts';
import { resources } from '../../core/resources/index.ts';
import type { Field } from '../../core/resources/fields/field-kinds.ts';
import { leftColumnProviders } from '../../server/left-column/providers.index.ts';
import { startTestApp, type TestApp } from './test-app.ts';

// Issue 15 item 1: "a test fails when the server checks a flag the catalogue lacks or the catalogue
// lists one nothing checks". Checked = what the registered routes declare, what server code passes
// to allows()/can()/canPrefix() (a static scan, with the rules in core the catalogue's actions call), the left column's blocks and the console's
// screen rules (core/permissions/screen-access.ts, which the screens' API routes use as well).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const catalogueKeys = permissionCatalogue.map((p) => p.key as string);

function serverSources(dir = 'server'): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(dir, f));
}

/** Flag literals in server code: `{ flag: 'x' }`, `{ prefix: 'x' }`, `can(user, 'x')`, `canPrefix(user, 'x')`. */
function scannedRules(): AccessRule[] {
  const rules: AccessRule[] = [];
  // The catalogue's record rules live in core (core/rules/*.rule.ts, core/actions/defs): they are checks too.
  for (const file of [...serverSources(), ...serverSources('core/rules'), ...serverSources('core/actions')]) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bflag:\s*'([a-z0-9_]+)'/g)) rules.push({ flag: m[1] });
    for (const m of text.matchAll(/\bcan\(\s*[^,()]+,\s*'([a-z0-9_]+)'/g)) rules.push({ flag: m[1] });
    for (const m of text.matchAll(/\b(?:prefix:\s*|canPrefix\(\s*[^,()]+,\s*)'([a-z0-9_]+)'/g))
      rules.push({ prefix: m[1] });
  }
  return rules;
}

/** Who reads a sensitive field whole (issue 20 item 4): the serialiser checks these for every answer. */
function sensitivityRules(): AccessRule[] {
  const fields = (f: Field): Field[] => (f.kind === 'nested' ? Object.values(f.fields) : [f]);
  return Object.values(resources).flatMap((def) =>
    Object.values(def.fields as Record<string, Field>)
      .flatMap(fields)
      .flatMap((f) => (f.sensitive ? [f.sensitive.readWhole] : [])),
  );
}

function checkedRules(): AccessRule[] {
  return [
    ...sensitivityRules(),
    ...t.app.registeredRoutes.map((r) => r.permission as AccessRule),
    ...scannedRules(),
    ...leftColumnProviders.map((p) => ({ flag: p.flag })),
    ...Object.values(screenAccess),
  ];
}

describe('permission catalogue completeness', () => {
  it('finds the checks it reads (the scan is not blind)', () => {
    const scanned = scannedRules();
    expect(scanned).toContainEqual({ flag: 'close_order' });
    expect(t.app.registeredRoutes.map((r) => r.permission)).toContainEqual({ flag: 'restore_status1' });
  });

  it('has every flag the server checks', () => {
    const rules = checkedRules();
    const flags = rules.flatMap((r) => (typeof r === 'object' && 'flag' in r ? [r.flag] : []));
    expect(flags.filter((f) => !catalogueKeys.includes(f))).toEqual([]);
    // A prefix that matches no flag of the catalogue checks nothing the editor can grant.
    const prefixes = rules.flatMap((r) => (typeof r === 'object' && 'prefix' in r ? [r.prefix] : []));
    expect(prefixes.filter((p) => flagsOfRule({ prefix: p }, catalogueKeys).length === 0)).toEqual([]);
  });

  it('lists no flag that nothing checks', () => {
    const checked = new Set(checkedRules().flatMap((r) => flagsOfRule(r, catalogueKeys)));
    expect(catalogueKeys.filter((k) => !checked.has(k))).toEqual([]);
  });
});
