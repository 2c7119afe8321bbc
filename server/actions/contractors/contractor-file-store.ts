import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentKind } from '../../files/content-kind.ts';
import { writeFileAtomically } from '../../files/upload.ts';

// Where a contractor's requisites and contract files live on disk: DATA_DIR/files/contractors/<id>/
// <doctype>.<ext>. Kept apart from the routes so the storage can be swapped for a shared one.

export type ContractorDoctype = 'requisite' | 'contract';

const pathOf = (filesDir: string, id: number, doctype: ContractorDoctype, kind: ContentKind) =>
  join(filesDir, 'contractors', String(id), `${doctype}.${kind}`);

export async function storeContractorFile(
  filesDir: string,
  id: number,
  doctype: ContractorDoctype,
  kind: ContentKind,
  data: Uint8Array,
  previous: ContentKind | null,
): Promise<void> {
  await writeFileAtomically(pathOf(filesDir, id, doctype, kind), data);
  // A PDF replacing a scan must not leave the scan behind under the old extension.
  if (previous && previous !== kind) await rm(pathOf(filesDir, id, doctype, previous), { force: true });
}

export async function readContractorFile(
  filesDir: string,
  id: number,
  doctype: ContractorDoctype,
  kind: ContentKind,
): Promise<Buffer | null> {
  return readFile(pathOf(filesDir, id, doctype, kind)).catch(() => null);
}
