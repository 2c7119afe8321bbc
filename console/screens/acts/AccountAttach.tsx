import { Command } from 'cmdk';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { Row } from '../../../core/api/api-client.ts';
import type { AppError } from '../../../core/errors.ts';
import { formatDate } from '../../../core/format.ts';
import { formatRoubles } from '../../../core/money.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { ConfirmDialog } from '../../app/ConfirmDialog.tsx';
import type { FormPanelProps } from '../../form/form-extensions.ts';

const ACT_ACCOUNT_KEYS = ['act_operations', 'amount_accounts', 'amount_payments', 'status', 'contractor_mismatch'];

/**
 * The act contractor's accounts not yet in the act; Enter (or a click) asks the spec's 'Добавить
 * счет?' and attaches the account with its whole amount (the server fills an empty operation sum).
 */
export function AccountAttach({ id, values, accept }: FormPanelProps) {
  const [accounts, setAccounts] = useState<Row[] | null>(null);
  const [asking, setAsking] = useState<Row | null>(null);
  const operations = (values.act_operations as { account_id?: unknown; _destroy?: boolean }[] | undefined) ?? [];
  const attached = new Set(operations.filter((op) => !op._destroy).map((op) => Number(op.account_id)));
  const contractorId = Number(values.contractor_id);

  useEffect(() => {
    let live = true;
    api
      .resource('accounts')
      .list({ filter: { contractor_id: [String(contractorId)] }, limit: 30 })
      .then((answer) => live && setAccounts(answer.items))
      .catch(() => live && setAccounts([]));
    return () => {
      live = false;
    };
  }, [contractorId]);

  const attach = async (account: Row) => {
    setAsking(null);
    try {
      const record = await api.resource('acts').update(id, { act_operations: [{ account_id: account.id }] });
      accept(record, ACT_ACCOUNT_KEYS);
    } catch (e) {
      toast.error((e as AppError).message);
    }
  };

  const shown = (accounts ?? []).filter((a) => !attached.has(a.id));
  return (
    <fieldset className="form-panel act-accounts">
      <legend>Счета контрагента</legend>
      <Command className="inline-picker" label="Счета контрагента" shouldFilter={false}>
        <Command.List>
          {accounts === null && <Command.Loading>Загрузка…</Command.Loading>}
          {accounts !== null && shown.length === 0 && <Command.Empty>{texts.empty}</Command.Empty>}
          {shown.map((a) => (
            <Command.Item key={a.id} value={String(a.id)} onSelect={() => setAsking(a)}>
              <span className="picker-title">Счёт № {String(a.number ?? a.id)}</span>
              <span className="picker-detail">
                {a.date ? formatDate(String(a.date)) : ''} · {formatRoubles(a.amount as string)}
              </span>
            </Command.Item>
          ))}
        </Command.List>
      </Command>
      {asking && (
        <ConfirmDialog
          text={texts.addAccountConfirm}
          confirmLabel="Добавить"
          onConfirm={() => void attach(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </fieldset>
  );
}
