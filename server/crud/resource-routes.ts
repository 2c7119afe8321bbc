import type { Kysely } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { StaleRecordError, VERSION_KEY, versionTexts } from '../../core/record-version.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { parseWrite } from '../../core/resources/write-schema.ts';
import { fromResourcePermission } from '../auth/route-permission.ts';
import { encodeFilter } from '../../core/filter.ts';
import { listRecords } from './list-records.ts';
import { mayHoldSensitive } from './sensitive-values.ts';
import { refuseOwnedFields, withoutOwnedFields } from './owned-fields.ts';
import { PageAnchors } from './page-anchors.ts';
import { parseListParams } from './list-params.ts';
import { deleteRecord, findRow, getRecord, insertRecord, notFound, updateRecord } from './record-repository.ts';
import { currentVersion } from './record-version.ts';
import type { HookContext, ResourceHooks } from './resource-hooks.ts';
import { beginRequestTransaction, endRequestTransaction } from '../http/request-transaction.ts';
import { ownerScope, stampSessionFields } from './session-fields.ts';
import type { DB } from '../db/db-types.ts';

function recordId(def: ResourceDef, request: FastifyRequest): number {
  const raw = (request.params as { id: string }).id;
  if (!/^\d{1,9}$/.test(raw)) throw new AppError('not_found', `${def.titleSingular}: неверный номер «${raw}»`);
  return Number(raw);
}

function payloadOf(def: ResourceDef, request: FastifyRequest): Record<string, unknown> {
  const body = request.body as Record<string, unknown> | undefined;
  const payload = body?.[def.singular];
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new AppError('bad_request', `Ожидался объект «${def.singular}» в теле запроса`);
  return payload as Record<string, unknown>;
}

/**
 * The version a save was made from (issue 20 item 5), taken out of the payload: optional, so a
 * script that sends none writes last and wins (docs/api.md); the console always sends it.
 */
function takeVersion(payload: Record<string, unknown>): string | undefined {
  const version = payload[VERSION_KEY];
  delete payload[VERSION_KEY];
  if (version === undefined || version === null) return undefined;
  if (typeof version !== 'string' || !/^[0-9a-f]{1,64}$/.test(version))
    throw AppError.validation({ [VERSION_KEY]: [versionTexts.badVersion] }, [versionTexts.badVersion]);
  return version;
}

/** One record as every answer carries it: fields, nested lists, then what the resource's hooks add. */
export async function answerRecord(
  db: HookContext['trx'],
  def: ResourceDef,
  hooks: ResourceHooks,
  id: number,
  scope?: ReturnType<typeof ownerScope>,
) {
  const record = await getRecord(db, def, id, scope, hooks.computed);
  await hooks.decorateRows?.(db, [record]);
  return hooks.extendRecord ? { ...record, ...(await hooks.extendRecord(db, record)) } : record;
}

/** POST handler of a resource; also serves aliases such as Devise's POST /users.json. */
export function createHandler(app: FastifyInstance, def: ResourceDef, hooks: ResourceHooks) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const payload = payloadOf(def, request);
    refuseOwnedFields(def, payload, null);
    const parsed = parseWrite(def, 'create', payload);
    stampSessionFields(def, parsed.values, request.user!);
    const record = await app.db.transaction().execute(async (trx) => {
      await beginRequestTransaction(trx, request);
      const ctx: HookContext = { trx, def, user: request.user! };
      await hooks.beforeSave?.(ctx, parsed, null);
      const id = await insertRecord(trx, def, parsed.values, parsed.nested);
      await hooks.afterSave?.(ctx, id, parsed, null);
      reply.code(201);
      return endRequestTransaction(trx, request, reply, await answerRecord(trx, def, hooks, id));
    });
    return reply.send(record);
  };
}

/**
 * The generic REST routes of one registry resource. Every request runs in one transaction, so a
 * failed nested row or hook leaves nothing half-written.
 */
export function registerResourceRoutes(app: FastifyInstance, def: ResourceDef, hooks: ResourceHooks = {}) {
  const base = `/api/${def.name}`;
  const { read, create, update, delete: remove } = def.permissions;
  const ctx = (trx: HookContext['trx'], request: FastifyRequest): HookContext => ({ trx, def, user: request.user! });

  if (read !== false) {
    const anchors = new PageAnchors();
    // No response schema: the rows carry declared fields only (serialize.ts), and JSON.stringify's one
    // flat string becomes the answer's bytes faster than fast-json-stringify's string of thousands of
    // pieces (110 KB page: 1.06 ms against 1.19 ms, answer-bytes.ts included).
    app.get(
      base,
      {
        config: {
          permission: fromResourcePermission(read),
          resource: def.name,
          withoutSensitive: !mayHoldSensitive(def) && !hooks.decorateRows && !hooks.extendListMeta,
        },
      },
      async (request) => {
        const params = parseListParams(def, request.query as Record<string, unknown>, request.user!);
        const scope = ownerScope(def, request.user!);
        const list = async (db: Kysely<DB>) => {
          const answer = await listRecords(db, def, params, { scope, anchors, computed: hooks.computed });
          await hooks.decorateRows?.(db, answer.items);
          if (hooks.extendListMeta) Object.assign(answer.meta, await hooks.extendListMeta(db, answer));
          // The view the console opens this list on for this user (a registry option, never applied here).
          const preset = def.defaultFilter?.(request.user!);
          if (preset) answer.meta.default_filter = encodeFilter(preset);
          return answer;
        };
        // The page is one statement (list-statement.ts); hooks that read more run with it in one transaction.
        return hooks.decorateRows || hooks.extendListMeta ? app.db.transaction().execute(list) : list(app.db);
      },
    );
    app.get(
      `${base}/:id`,
      { config: { permission: fromResourcePermission(read), resource: def.name } },
      async (request) => answerRecord(app.db, def, hooks, recordId(def, request), ownerScope(def, request.user!)),
    );
  }

  if (create !== false) {
    app.post(
      base,
      { config: { permission: fromResourcePermission(create), resource: def.name } },
      createHandler(app, def, hooks),
    );
  }

  if (update !== false) {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const id = recordId(def, request);
      const payload = payloadOf(def, request);
      const version = takeVersion(payload);
      const parsed = parseWrite(def, 'update', payload);
      return app.db.transaction().execute(async (trx) => {
        await beginRequestTransaction(trx, request);
        // Locked: two saves of one record run one after the other, so the second sees the first's version.
        const existing = await findRow(trx, def, id, ownerScope(def, request.user!), true);
        if (!existing) throw notFound(def, id);
        if (version !== undefined && version !== (await currentVersion(trx, def, id)))
          throw new StaleRecordError(await answerRecord(trx, def, hooks, id));
        refuseOwnedFields(def, payload, existing);
        parsed.values = withoutOwnedFields(def, parsed.values);
        await hooks.beforeSave?.(ctx(trx, request), parsed, existing);
        await updateRecord(trx, def, id, parsed.values, parsed.nested);
        await hooks.afterSave?.(ctx(trx, request), id, parsed, existing);
        return endRequestTransaction(trx, request, reply, await answerRecord(trx, def, hooks, id));
      });
    };
    app.put(`${base}/:id`, { config: { permission: fromResourcePermission(update), resource: def.name } }, handler);
    app.patch(`${base}/:id`, { config: { permission: fromResourcePermission(update), resource: def.name } }, handler);
  }

  if (remove !== false) {
    app.delete(
      `${base}/:id`,
      { config: { permission: fromResourcePermission(remove), resource: def.name } },
      async (request, reply) => {
        const id = recordId(def, request);
        return app.db.transaction().execute(async (trx) => {
          await beginRequestTransaction(trx, request);
          const existing = await findRow(trx, def, id, ownerScope(def, request.user!));
          if (!existing) throw notFound(def, id);
          await hooks.beforeDelete?.(ctx(trx, request), existing);
          if (hooks.remove)
            return endRequestTransaction(trx, request, reply, await hooks.remove(ctx(trx, request), existing));
          await deleteRecord(trx, def, id);
          await hooks.afterDelete?.(ctx(trx, request), existing);
          return endRequestTransaction(trx, request, reply, { id, deleted: true });
        });
      },
    );
  }
}
