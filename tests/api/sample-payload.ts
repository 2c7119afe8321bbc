import { ownedFields } from '../../core/actions/owned-fields.ts';
import { randomBytes } from 'node:crypto';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { ScalarField } from '../../core/resources/fields/field-kinds.ts';
import { getResource } from '../../core/resources/index.ts';
import type { Credentials, TestApp } from './test-app.ts';

const unique = () => randomBytes(4).toString('hex');

/** A valid wire value for a field kind (refs are resolved separately). */
function sampleValue(field: ScalarField, key: string): unknown {
  switch (field.kind) {
    case 'text':
      if (field.format === 'email') return `t${unique()}@example.ru`;
      if (field.format === 'phone') return '79161234567';
      return `Тест ${key} ${unique()}`.slice(0, field.max ?? 255);
    case 'int':
      return Math.max(field.min ?? 1, Math.min(field.max ?? 1_000_000, 1 + (parseInt(unique(), 16) % 1000)));
    case 'decimal':
      return Math.max(field.min ?? 1, Math.min(field.max ?? 1000, 12.5));
    case 'money':
      return '1234.50';
    case 'bool':
      return true;
    case 'date':
      return '2026-11-21';
    case 'datetime':
      return '2026-11-21T10:00:00.000Z';
    case 'time':
      return '09:30';
    case 'enum':
      return field.options[field.options.length - 1].value;
    case 'json':
      return {};
    case 'refs':
      return [];
    case 'ref':
      return undefined;
  }
}

/** Any existing record id of the target, creating one from a sample when the list is empty. */
export async function anyId(t: TestApp, as: Credentials, target: string, depth = 0): Promise<number> {
  const list = await t.api('GET', `/api/${target}?sort=id&order=asc`, as);
  const first = list.json().items?.[0];
  if (first) return first.id;
  const def = getResource(target)!;
  const created = await t.api('POST', `/api/${def.name}`, as, {
    [def.singular]: await samplePayload(t, as, def, depth + 1),
  });
  if (created.statusCode !== 201) throw new Error(`cannot create ${target}: ${created.body}`);
  return created.json().id;
}

/** A new record of the target where it can be created (so unique combinations stay unique), else any. */
async function freshId(t: TestApp, as: Credentials, target: string, depth: number): Promise<number> {
  const def = getResource(target)!;
  if (def.permissions.create === false || depth >= 2) return anyId(t, as, target, depth);
  const created = await t.api('POST', `/api/${def.name}`, as, {
    [def.singular]: await samplePayload(t, as, def, depth + 1),
  });
  return created.statusCode === 201 ? created.json().id : anyId(t, as, target, depth);
}

/** A payload that the registry says is valid: required fields, searchable texts, required refs. */
export async function samplePayload(
  t: TestApp,
  as: Credentials,
  def: ResourceDef,
  depth = 0,
): Promise<Record<string, unknown>> {
  const payload: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(def.fields)) {
    // A field an action owns is that action's to write (issue 20): the generic save refuses it.
    if (field.kind === 'nested' || field.readOnly || field.writeOnly || ownedFields.get(def.name)?.has(key)) continue;
    const wanted = field.required || (field.kind === 'text' && field.search) || field.kind === 'money';
    if (!wanted) continue;
    if (field.kind === 'ref') {
      if (field.required && depth < 4) payload[key] = await freshId(t, as, field.target, depth);
      continue;
    }
    payload[key] = sampleValue(field, key);
  }
  // A polymorphic owner (the ledger's owner_type + owner_id) must name a real record (issue 13):
  // the signed-in user is one that always exists.
  if (def.fields.owner_type?.kind === 'enum' && def.fields.owner_id?.kind === 'int') {
    payload.owner_type = 'User';
    payload.owner_id = (await t.api('GET', '/api/me', as)).json().id;
  }
  if ('password' in def.fields) {
    payload.password = 'secret-password-1';
    payload.password_confirmation = 'secret-password-1';
  }
  return payload;
}
