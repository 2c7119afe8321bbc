import type { FastifyInstance } from 'fastify';
import { allows } from '../../core/permissions/access-rule.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { Field, Sensitivity } from '../../core/resources/fields/field-kinds.ts';
import type { CurrentUser } from '../../core/rules/user-permissions.rule.ts';
import { maskValue } from '../../core/rules/value-masks.rule.ts';

/**
 * A sensitive value on its way to a user (issue 20 item 4). Rows are serialised with these in place
 * of the text (serialize.ts, from the registry's `sensitive` option), and one hook per transport
 * turns each into what the viewer may read: HTTP answers below, realtime events in the hub. Nothing
 * else needs to remember the rule, and a path that never meets a viewer (a log line, a forgotten
 * hook) gets the mask, never the value: `toJSON` is fail-safe.
 */
export class SensitiveValue {
  constructor(
    readonly sensitivity: Sensitivity,
    readonly value: string,
  ) {}

  revealTo(viewer: CurrentUser): string {
    return allows(viewer, this.sensitivity.readWhole)
      ? this.value
      : (maskValue(this.sensitivity.mask, this.value) ?? '');
  }

  toJSON(): string {
    return maskValue(this.sensitivity.mask, this.value) ?? '';
  }

  toString(): string {
    return this.toJSON();
  }
}

/**
 * A stored value as it leaves the server: the text of a sensitive field wrapped, everything else as
 * it is. Typed as the value it becomes on the wire (revealed or masked text), which is what clients see.
 */
export function guarded<T>(field: Field, value: T): T {
  return (
    field.sensitive && typeof value === 'string' && value !== '' ? new SensitiveValue(field.sensitive, value) : value
  ) as T;
}

/** The marker a wrapped value travels as through NOTIFY, whole, to be revealed per subscriber. */
interface Marker {
  $sensitive: Sensitivity;
  value: string;
}
const isMarker = (v: object): v is Marker => '$sensitive' in v && typeof (v as Marker).value === 'string';

const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

type Found = SensitiveValue | Marker;

/**
 * The payload with every wrapped value (or, with `markers`, every marker) replaced by `replace`.
 * Copy on write: objects without one are returned as they are, so a cached answer is never changed
 * for the next viewer.
 */
function mapSensitive(payload: unknown, replace: (v: Found) => unknown, markers = false): unknown {
  if (payload instanceof SensitiveValue) return replace(payload);
  if (Array.isArray(payload)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < payload.length; i++) {
      // Text, numbers and nulls are most of a page and never wrapped: no call for them (a list
      // page is thousands of values, and this walk ran for each of them).
      if (typeof payload[i] !== 'object' || payload[i] === null) continue;
      const next = mapSensitive(payload[i], replace, markers);
      if (next === payload[i]) continue;
      out ??= payload.slice();
      out[i] = next;
    }
    return out ?? payload;
  }
  if (!isPlain(payload)) return payload;
  if (markers && isMarker(payload)) return replace(payload);
  let out: Record<string, unknown> | undefined;
  for (const key in payload) {
    if (typeof payload[key] !== 'object' || payload[key] === null) continue;
    const next = mapSensitive(payload[key], replace, markers);
    if (next === payload[key]) continue;
    out ??= { ...payload };
    out[key] = next;
  }
  return out ?? payload;
}

const revealed = (viewer: CurrentUser) => (v: Found) =>
  (v instanceof SensitiveValue ? v : new SensitiveValue(v.$sensitive, v.value)).revealTo(viewer);

/** What this viewer may read of an answer built on the server. */
export function revealFor<T>(viewer: CurrentUser, payload: T): T {
  return mapSensitive(payload, revealed(viewer)) as T;
}

/** Event data for NOTIFY: wrapped values become markers carrying the whole value to the hub. */
export function toMarkers(data: unknown): unknown {
  return mapSensitive(data, (v) => (v instanceof SensitiveValue ? { $sensitive: v.sensitivity, value: v.value } : v));
}

/** What this subscriber may read of an event that came through NOTIFY (markers revealed). */
export function revealMarkers(viewer: CurrentUser, data: unknown): unknown {
  return mapSensitive(data, revealed(viewer), true);
}

/** Whether an event carries a marker (most do not, and go to every subscriber as one text). */
export function hasMarkers(data: unknown): boolean {
  let found = false;
  mapSensitive(
    data,
    (v) => {
      found = true;
      return v;
    },
    true,
  );
  return found;
}

/**
 * Whether rows of this resource can carry a wrapped value: only serialize.ts wraps, and only the
 * text of a field (or a nested row's field) declared sensitive.
 */
export function mayHoldSensitive(def: ResourceDef): boolean {
  return Object.values(def.fields).some((field) =>
    field.kind === 'nested' ? Object.values(field.fields).some((f) => f.sensitive) : Boolean(field.sensitive),
  );
}

/**
 * The one HTTP wall: every object answer passes here before it is serialised, so each wrapped value
 * is revealed or masked for the user who asked, whichever route built the answer. A route that says
 * its answers hold none (`config.withoutSensitive`: a list of a resource with no sensitive field and
 * no hook adding to its rows) is not walked: the walk was 0.6 ms of CPU per orders page, 5 % of the
 * app's work on PostgreSQL (issue 25).
 */
export function registerSensitiveReveal(app: FastifyInstance) {
  app.addHook('preSerialization', (request, _reply, payload, next) => {
    if (request.routeOptions.config?.withoutSensitive) return next(null, payload);
    const viewer = request.user;
    next(null, viewer ? revealFor(viewer, payload) : mapSensitive(payload, (v) => (v as SensitiveValue).toJSON()));
  });
}
