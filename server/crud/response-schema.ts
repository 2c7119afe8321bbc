import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { FieldKind, ScalarField } from '../../core/resources/fields/field-kinds.ts';

// JSON schemas of list answers, derived from the registry, so Fastify serialises a page of a
// hundred-column resource with a compiled serializer instead of JSON.stringify.

type JsonSchema = Record<string, unknown>;
const nullable = (type: string): JsonSchema => ({ type: [type, 'null'] });

const schemaByKind: Record<Exclude<FieldKind, 'nested' | 'enum'>, () => JsonSchema> = {
  text: () => nullable('string'),
  int: () => nullable('integer'),
  decimal: () => nullable('number'),
  money: () => nullable('string'),
  bool: () => nullable('boolean'),
  date: () => nullable('string'),
  datetime: () => nullable('string'),
  time: () => nullable('string'),
  ref: () => nullable('integer'),
  refs: () => ({ type: ['array', 'null'], items: { type: 'integer' } }),
  json: () => ({}),
};

function fieldSchema(field: ScalarField): JsonSchema {
  if (field.kind === 'enum') return nullable(field.valueType === 'text' ? 'string' : 'number');
  return schemaByKind[field.kind]();
}

export function rowSchema(def: ResourceDef): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { type: 'integer' } };
  for (const [key, field] of Object.entries(def.fields))
    if (field.kind !== 'nested' && !field.writeOnly) properties[key] = fieldSchema(field);
  if (def.timestamps) {
    properties.created_at = nullable('string');
    properties.updated_at = nullable('string');
  }
  return { type: 'object', properties };
}

/** {items, meta}: meta's lookup lists and groups vary, so they stay free-form. */
export function listAnswerSchema(def: ResourceDef): JsonSchema {
  return {
    type: 'object',
    properties: {
      items: { type: 'array', items: rowSchema(def) },
      meta: { type: 'object', additionalProperties: true },
    },
  };
}
