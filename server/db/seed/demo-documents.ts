import type { Kysely } from 'kysely';
import { requiredDocuments } from '../../../core/rules/document-expiry.rule.ts';
import { storageKeyOf } from '../../domain/individuals/document-files.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { demoScanPdf, demoScanPng } from './demo-scan-files.ts';
import type { DemoUsers } from './demo-users.ts';
import { insertRows, resetIdentity } from './seed-insert.ts';
import { addDays, createRandom } from './seed-random.ts';
import type { DB } from '../db-types.ts';

const hues: [number, number, number][] = [
  [52, 102, 178],
  [46, 139, 87],
  [178, 84, 52],
  [120, 72, 160],
];

/**
 * Scans of the first 60 working demo workers (issue 11 item 7): each required document of their
 * pack, mostly approved and valid, with a pattern of expiring (every 8th worker), expired (every
 * 8th, shifted) and unapproved (every 6th) ones, so each document alert has rows; patent holders
 * get their patent, check and migration card. With `storage`, real PNG/PDF files are written there
 * (DATA_DIR/files); without it only the rows are made (the API tests' template needs no files).
 * Own random sequence: the rest of the demo stays the same whether or not this runs.
 */
export async function seedDocuments(db: Kysely<DB>, users: DemoUsers, today: string, storage?: FileStorage) {
  const rnd = createRandom(11_24);
  const workers = await db
    .selectFrom('individuals as i')
    .leftJoin('document_packs as p', 'p.id', 'i.document_pack_id')
    .select(['i.id', 'i.passport_type_id', 'p.document_type_ids', 'p.document_types_use_until'])
    .where('i.fired', '=', false)
    .where('i.status', '<>', 7)
    .orderBy('i.id')
    .limit(60)
    .execute();
  const types = await db.selectFrom('document_types').select(['id', 'important']).execute();
  const important = new Set(types.filter((t) => t.important).map((t) => Number(t.id)));
  const rows: Record<string, unknown>[] = [];
  const files: { key: string; kind: 'png' | 'pdf'; typeId: number }[] = [];
  let nextId = 1;
  for (const [i, w] of workers.entries()) {
    const pack = w.document_type_ids
      ? {
          document_type_ids: w.document_type_ids,
          document_types_use_until: (w.document_types_use_until ?? {}) as Record<string, unknown>,
        }
      : null;
    const docs = requiredDocuments(pack, important, w.passport_type_id);
    const dated = docs.filter((d) => d.dated);
    const expiring = i % 8 === 1 ? dated[0]?.typeId : undefined;
    const expired =
      i % 8 === 4 || (w.passport_type_id === 6 && i % 3 === 0)
        ? (dated.find((d) => d.typeId === 8) ?? dated[0])?.typeId
        : undefined;
    for (const [k, doc] of docs.entries()) {
      const id = nextId++;
      const kind = (id % 3 === 0 ? 'pdf' : 'png') as 'png' | 'pdf';
      const key = storageKeyOf(Number(w.id), id, kind);
      const until = !doc.dated
        ? null
        : doc.typeId === expired
          ? addDays(today, -rnd.int(2, 60))
          : doc.typeId === expiring
            ? addDays(today, rnd.int(3, 25))
            : addDays(today, rnd.int(60, 700));
      const approved = !(i % 6 === 3 && k === docs.length - 1);
      const uploader = rnd.pick(users.logistIds);
      const at = new Date(`${addDays(today, -rnd.int(5, 300))}T09:30:00Z`).toISOString();
      rows.push({
        id,
        individual_id: w.id,
        type_id: doc.typeId,
        storage_key: key,
        original_name: `скан-${doc.typeId}.${kind}`,
        content_kind: kind,
        byte_size: 1,
        until,
        comment: doc.typeId === expiring ? 'Напомнить о продлении' : null,
        is_approved: approved,
        approved_at: approved ? at : null,
        approved_by_user_id: approved ? rnd.pick(users.logistIds) : null,
        user_id: uploader,
        created_at: at,
        updated_at: at,
      });
      files.push({ key, kind, typeId: doc.typeId });
    }
  }
  for (const [n, f] of files.entries()) {
    const data =
      f.kind === 'pdf' ? await demoScanPdf(`DEMO SCAN  type ${f.typeId}`) : demoScanPng(hues[n % hues.length], n);
    rows[n].byte_size = data.length;
    await storage?.put(f.key, data);
  }
  await insertRows(db, 'individual_files', rows);
  await resetIdentity(db, ['individual_files']);
}
