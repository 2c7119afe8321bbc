// When a worker's documents are in order (issue 11 item 4; spec 01 §3 'Document pack: name,
// document_type_ids, document_types_use_until. Document type has an important flag'). One rule for
// the left-column alerts, the individuals list filter and the order worker picker: the SQL of
// server/domain/individuals/document-expiry.ts uses these constants and is tested against
// `documentState` below.

/** A required document whose latest scan runs out within this many days is «истекает». */
export const EXPIRING_DAYS = 30;

/**
 * Spec 01 §2: 'passport-type-specific scans (passport type 6 patent, type 7 residence permit)'.
 * A patent holder needs the migration card (7), the patent (8) and its paid check (9); a
 * residence-permit holder the permit itself (12, РВП/ВНЖ); both always with an until date.
 */
export const PASSPORT_TYPE_SCANS: Readonly<Record<number, readonly number[]>> = { 6: [7, 8, 9], 7: [12] };

export interface PackRules {
  document_type_ids: readonly number[];
  /** {"8": true}: the until date counts for type 8. */
  document_types_use_until: Readonly<Record<string, unknown>>;
}

export interface RequiredDocument {
  typeId: number;
  /** Whether the scan's until date matters for this type. */
  dated: boolean;
}

/** The worker's required documents: the important types of the pack, plus the passport type's own scans. */
export function requiredDocuments(
  pack: PackRules | null,
  importantTypeIds: ReadonlySet<number>,
  passportTypeId: number | null,
): RequiredDocument[] {
  const out = new Map<number, RequiredDocument>();
  for (const typeId of pack?.document_type_ids ?? [])
    if (importantTypeIds.has(typeId))
      out.set(typeId, { typeId, dated: pack?.document_types_use_until[String(typeId)] === true });
  for (const typeId of passportTypeId == null ? [] : (PASSPORT_TYPE_SCANS[passportTypeId] ?? []))
    out.set(typeId, { typeId, dated: true });
  return [...out.values()];
}

export const documentStates = ['missing', 'ok', 'expiring', 'expired'] as const;
export type DocumentState = (typeof documentStates)[number];

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The state of one document from the until dates of its live scans (not deleted, not archived):
 * none → missing; undated type or no scan with a date → ok; the latest date before today →
 * expired; within EXPIRING_DAYS from today (inclusive) → expiring.
 */
export function documentState(untils: readonly (string | null)[], dated: boolean, today: string): DocumentState {
  if (untils.length === 0) return 'missing';
  const latest = untils
    .filter((u): u is string => !!u)
    .sort()
    .at(-1);
  if (!dated || !latest) return 'ok';
  if (latest < today) return 'expired';
  if (latest <= addDays(today, EXPIRING_DAYS)) return 'expiring';
  return 'ok';
}

/** The last day that still counts as «истекает» for `today`. */
export const expiringUntil = (today: string) => addDays(today, EXPIRING_DAYS);
