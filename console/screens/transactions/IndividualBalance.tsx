import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { encodeFilter } from '../../../core/filter.ts';
import { formatDate } from '../../../core/format.ts';
import { LEDGER_OWNER_TYPES, ownerClass } from '../../../core/ledger/ledger-catalogue.ts';
import type { BalanceRow } from '../../../core/ledger/ledger-contract.ts';
import { formatRoubles } from '../../../core/money.ts';
import { resourcePath } from '../../app/route-table.ts';
import { workerBalances } from './ledger-api.ts';

const workerTypes = LEDGER_OWNER_TYPES.filter((t) => ownerClass(t) === 'Individual');

/**
 * The worker's balance on his card (issue 13: what the company owes him, negative what he owes it),
 * read from GET /api/transactions/balances, with a link to his ledger rows.
 */
export function IndividualBalance({ recordId }: { recordId: number }) {
  // undefined while loading; null: no ledger rows yet, a zero balance.
  const [row, setRow] = useState<BalanceRow | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    workerBalances([recordId]).then(
      (items) => live && setRow(items[0] ?? null),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [recordId]);
  const ledger = `${resourcePath('transactions')}?filter=${encodeURIComponent(
    encodeFilter({ owner_type: workerTypes, owner_id: [String(recordId)] }),
  )}`;
  if (error) return <p className="muted">Баланс недоступен: {error}</p>;
  return (
    <p className="individual-balance">
      <span data-balance>{row === undefined ? '…' : `${formatRoubles(row?.balance ?? '0')} ₽`}</span>
      {row?.last_payout_date && <span className="muted"> · последняя выплата {formatDate(row.last_payout_date)}</span>}{' '}
      · <Link href={ledger}>Операции работника</Link>
    </p>
  );
}
