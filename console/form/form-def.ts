import { ownedFieldMessage, ownedFields } from '../../core/actions/owned-fields.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';

const cache = new WeakMap<ResourceDef, ResourceDef>();

/**
 * The registry definition as a form edits it: a field an action owns (core/actions `owns`, issue 20)
 * is shown read-only with the action to use, and never sent, so a form cannot overwrite what the
 * action wrote (the server refuses it anyway).
 */
export function formDef(def: ResourceDef): ResourceDef {
  const owned = ownedFields.get(def.name);
  if (!owned) return def;
  const known = cache.get(def);
  if (known) return known;
  const fields = { ...def.fields };
  for (const [key, owners] of owned) {
    const field = fields[key];
    if (field) fields[key] = { ...field, readOnly: true, hint: `Только чтение: ${ownedFieldMessage(owners)}` };
  }
  const out = { ...def, fields };
  cache.set(def, out);
  return out;
}
