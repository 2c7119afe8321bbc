import type { CliApi } from '../api/connect.ts';
import { recordsById } from '../api/fetch-pages.ts';
import { usageError } from '../cli-error.ts';
import { displayCell } from '../output/cells.ts';
import { columnKeys, pickColumns } from '../output/columns.ts';
import { findResource } from '../resources/find-resource.ts';
import type { Io } from '../io.ts';

export function parseId(text: string): number {
  if (!/^\d{1,9}$/.test(text.trim()) || Number(text) < 1) throw usageError(`Неверный номер записи «${text}»`);
  return Number(text);
}

/** One record: 'Поле: значение' lines for a person, the API's JSON (nested lists included) for scripts. */
export async function handleGet(args: { resource: string; id: string; json?: boolean }, io: Io, api: CliApi) {
  const def = findResource(args.resource);
  const r = api.resource(def);
  const record = await r.get(parseId(args.id));
  if (args.json) {
    io.stdout.write(`${JSON.stringify(record, null, 2)}\n`);
    return record;
  }
  // The list answer carries the names of referenced records; the single-record answer does not.
  const { lookups } = await recordsById(r, [record.id]);
  const columns = pickColumns(def, columnKeys(def).join(','));
  const width = Math.max(...columns.map((c) => c.label.length));
  for (const c of columns) io.stdout.write(`${c.label.padEnd(width)}  ${displayCell(record, c, lookups, 200)}\n`);
  return record;
}
