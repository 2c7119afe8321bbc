import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { AppError } from '../../core/errors.ts';
import { countOf, nouns } from '../../core/plural.ts';
import { getResource } from '../../core/resources/index.ts';
import { parseWrite } from '../../core/resources/write-schema.ts';
import type { CliApi, ResourceApi } from '../api/connect.ts';
import { recordsById } from '../api/fetch-pages.ts';
import { runBatch } from '../batch/batch-runner.ts';
import { confirmBatch } from '../batch/confirm-batch.ts';
import { readIds } from '../batch/read-ids.ts';
import { wireValue } from '../import/import-file.ts';
import { loadRun, newRun, resumePath } from '../batch/resume-file.ts';
import { CliError, exitCodes, usageError } from '../cli-error.ts';
import { addNames, displayCell, type Lookups, titlesOf } from '../output/cells.ts';
import { pickColumns } from '../output/columns.ts';
import { findResource } from '../resources/find-resource.ts';
import type { Io } from '../io.ts';

export interface BatchArgs {
  resource: string;
  ids?: string[];
  fromFile?: string;
  stdin?: () => string;
  dryRun?: boolean;
  yes?: boolean;
  resume?: string;
  delayMs?: number;
}

/** One kind of batch: what it does to one record, and how that reads in a preview. */
interface BatchKind {
  command: string;
  verb: string;
  /** The dry run's line for one record, or null when the batch would not change it. */
  preview(
    def: ResourceDef,
    record: Record<string, unknown>,
    lookups: Lookups,
    params: Record<string, unknown>,
  ): string | null;
  apply(r: ResourceApi, id: number, params: Record<string, unknown>, key: string): Promise<void>;
}

const WIDTH = 200;

function titleOf(def: ResourceDef, record: Record<string, unknown>, lookups: Lookups): string {
  const [column] = pickColumns(def, def.titleField);
  return `№${record.id} ${displayCell(record, column, lookups)}`.trim();
}

/**
 * Old and new value as the list shows them («да» → «нет», names for references); fields already
 * holding the new value are left out, and a record with nothing left is not listed.
 */
const updateKind: BatchKind = {
  command: 'update',
  verb: 'Изменить',
  preview: (def, record, lookups, params) => {
    const next = { ...record, ...parseWrite(def, 'update', params.set as Record<string, string>).values };
    const changes = Object.keys(params.set as Record<string, string>).flatMap((key) => {
      const [column] = pickColumns(def, key);
      const before = displayCell(record, column, lookups, WIDTH);
      const after = displayCell(next, column, lookups, WIDTH);
      return before === after ? [] : [`${column.label}: «${before}» → «${after}»`];
    });
    return changes.length ? `${titleOf(def, record, lookups)}: ${changes.join('; ')}` : null;
  },
  apply: async (r, id, params, key) => {
    await r.update(id, params.set as Record<string, unknown>, key);
  },
};

const deleteKind: BatchKind = {
  command: 'delete',
  verb: 'Удалить',
  preview: (def, record, lookups) => `${titleOf(def, record, lookups)}: будет удалена`,
  apply: async (r, id, _params, key) => {
    await r.remove(id, key);
  },
};

/** Names of the records a `--set` points at (manager_id=4 → «Иванова»), for the dry run's new values. */
async function setNames(def: ResourceDef, set: Record<string, string> | undefined, api: CliApi): Promise<Lookups> {
  const lookups: Lookups = {};
  if (!set) return lookups;
  const values = parseWrite(def, 'update', set).values;
  for (const key of Object.keys(set)) {
    const field = def.fields[key];
    const target = field && (field.kind === 'ref' || field.kind === 'refs') ? getResource(field.target) : undefined;
    if (!target) continue;
    const ids = ([] as unknown[]).concat(values[key] ?? []).map(Number);
    const found = await recordsById(api.resource(target), ids).catch(() => undefined);
    if (found) addNames(lookups, titlesOf(target, found.items, found.lookups));
  }
  return lookups;
}

/** `--set field=value` pairs (a yes/no as да/нет, an enum by its label too), checked against the registry's write schema before anything runs. */
export function parseSets(def: ResourceDef, sets: readonly string[]): Record<string, string> {
  if (!sets.length) throw usageError('Укажите хотя бы одно --set поле=значение');
  const values: Record<string, string> = {};
  for (const pair of sets) {
    const at = pair.indexOf('=');
    if (at <= 0) throw usageError(`Неверное --set «${pair}»: нужно поле=значение`);
    const key = pair.slice(0, at).trim();
    pickColumns(def, key);
    const field = def.fields[key];
    if (!field || field.readOnly || field.kind === 'nested') throw usageError(`Поле «${key}» нельзя изменить пакетом`);
    values[key] = wireValue(field, pair.slice(at + 1));
  }
  try {
    parseWrite(def, 'update', values);
  } catch (e) {
    if (e instanceof AppError) throw usageError(e.message);
    throw e;
  }
  return values;
}

async function runBatchCommand(
  kind: BatchKind,
  args: BatchArgs,
  params: Record<string, unknown>,
  io: Io,
  api: CliApi,
  signal?: AbortSignal,
) {
  const def = findResource(args.resource);
  const r = api.resource(def);
  if (args.resume && (args.ids?.length || args.fromFile))
    throw usageError('С --resume номера записей берутся из файла продолжения');
  const run = args.resume
    ? loadRun(args.resume, kind.command, def.name)
    : newRun(kind.command, def.name, params, readIds({ args: args.ids, fromFile: args.fromFile, stdin: args.stdin }));
  const pending = run.items.filter((i) => i.status !== 'done');

  if (args.dryRun) {
    const { items, lookups } = await recordsById(
      r,
      pending.map((i) => Number(i.item)),
    );
    addNames(lookups, await setNames(def, run.params.set as Record<string, string> | undefined, api));
    const byId = new Map(items.map((item) => [String(item.id), item]));
    let changed = 0;
    let missing = 0;
    for (const { item } of pending) {
      const record = byId.get(item);
      const line = record ? kind.preview(def, record, lookups, run.params) : `№${item}: не найдена`;
      if (!record) missing++;
      else if (line) changed++;
      if (line) io.stdout.write(`${line}\n`);
    }
    const unchanged = pending.length - changed - missing;
    io.stdout.write(
      `Пробный запуск (${def.title}): ${kind.verb.toLowerCase()} ${countOf(changed, nouns.record)}${unchanged ? `, без изменений ${countOf(unchanged, nouns.record)}` : ''}${missing ? `, не найдено ${countOf(missing, nouns.record)}` : ''}. Ничего не изменено.\n`,
    );
    return { done: 0, failed: [], interrupted: false };
  }
  if (!args.yes)
    await confirmBatch(io, `${kind.verb} ${countOf(pending.length, nouns.record)} (${def.title})?`, undefined, signal);
  const file = args.resume ?? resumePath(run);
  const outcome = await runBatch({
    run,
    resumeFile: file,
    title: `${kind.verb}: ${def.title}`,
    io,
    signal,
    delayMs: args.delayMs,
    apply: (item, key) => kind.apply(r, Number(item), run.params, key),
  });
  const total = run.items.length;
  io.stdout.write(`Выполнено: ${outcome.done} из ${total} (${def.title})\n`);
  for (const f of outcome.failed) io.stderr.write(`Не выполнено №${f.item}: ${f.error}\n`);
  const again = `crm batch ${kind.command} ${def.name} --resume ${file}`;
  if (outcome.stoppedBy) throw new CliError(`${outcome.stoppedBy}. Продолжить: ${again}`);
  if (outcome.interrupted) throw new CliError(`Прервано. Продолжить: ${again}`, exitCodes.interrupted);
  if (outcome.failed.length)
    throw new CliError(`Не выполнено: ${countOf(outcome.failed.length, nouns.record)}. Повторить неудачные: ${again}`);
  return outcome;
}

export function handleBatchUpdate(args: BatchArgs & { set?: string[] }, io: Io, api: CliApi, signal?: AbortSignal) {
  const def = findResource(args.resource);
  const params = args.resume ? {} : { set: parseSets(def, args.set ?? []) };
  return runBatchCommand(updateKind, args, params, io, api, signal);
}

export function handleBatchDelete(args: BatchArgs, io: Io, api: CliApi, signal?: AbortSignal) {
  return runBatchCommand(deleteKind, args, {}, io, api, signal);
}
