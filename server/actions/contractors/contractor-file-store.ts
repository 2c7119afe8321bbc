import type { ContentKind } from '../../files/content-kind.ts';
import type { FileStorage } from '../../files/file-storage.ts';

// Where a contractor's requisites and contract files live in the file store: contractors/<id>/<doctype>.<ext>.

export type ContractorDoctype = 'requisite' | 'contract';

const keyOf = (id: number, doctype: ContractorDoctype, kind: ContentKind) => `contractors/${id}/${doctype}.${kind}`;

export async function storeContractorFile(
  storage: FileStorage,
  id: number,
  doctype: ContractorDoctype,
  kind: ContentKind,
  data: Uint8Array,
  previous: ContentKind | null,
): Promise<void> {
  await storage.put(keyOf(id, doctype, kind), data);
  // A PDF replacing a scan must not leave the scan behind under the old extension.
  if (previous && previous !== kind) await storage.remove(keyOf(id, doctype, previous));
}

export async function readContractorFile(
  storage: FileStorage,
  id: number,
  doctype: ContractorDoctype,
  kind: ContentKind,
): Promise<Buffer | null> {
  return storage.read(keyOf(id, doctype, kind));
}
