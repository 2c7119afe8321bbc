import { callRecord } from '../../../core/actions/defs/telephony.actions.ts';
import { actionUrl } from '../../../core/actions/define-action.ts';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { ListMeta, Row } from '../../../core/api/api-client.ts';
import { resources } from '../../../core/resources/index.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { resourcePath } from '../../app/route-table.ts';
import { useCommand } from '../../commands/useCommand.ts';
import { displayValue } from '../../list/list-display.ts';
import { openOrderFromCall } from '../../realtime/call-popups.ts';
import './call-card.css';

const def = resources.calls;

/** What the card shows, in reading order: the call, who it was, how it went, what came of it. */
const shown = [
  'occurred_at',
  'outgoing',
  'phone_caller',
  'phone_callee',
  'contractor_id',
  'contact_id',
  'not_a_client',
  'first_order_date',
  'order_amount',
  'user_id',
  'duration',
  'link_duration',
  'caller_estimation',
  'no_answer_reason_string',
  'comment',
  'order_id',
] as const;

/** The names the server sends with the call (calls.hooks.ts callNames), as the lookups cells read. */
function namesOf(call: Row): Pick<ListMeta, string> {
  const one = (id: unknown, name: unknown) => (id && name ? [{ id: Number(id), name }] : []);
  return {
    contractors: one(call.contractor_id, call.contractor_name),
    contractor_contacts: one(call.contact_id, call.contact_name),
    users: one(call.user_id, call.user_name),
  } as unknown as Pick<ListMeta, string>;
}

/**
 * /calls/{id} (spec 02 §2 'one call with a make-order button that opens /orders?call_id={id} in a
 * new tab'): the call as the list formats it, the recording through the server, and «Создать заказ»
 * (Alt+O, also in the palette).
 */
export function CallCard() {
  const { id } = useParams<{ id: string }>();
  const callId = /^\d{1,9}$/.test(id ?? '') ? Number(id) : null;
  const [call, setCall] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(callId === null ? `Звонок №${id} не найден` : null);
  useEffect(() => {
    if (callId === null) return;
    let live = true;
    api
      .resource('calls')
      .get(callId)
      .then((row) => live && setCall(row as Row))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [callId]);
  useCommand('call.createOrder', () => callId !== null && openOrderFromCall(callId), call !== null);

  if (error) return <p className="call-card-error">{error}</p>;
  if (!call || callId === null) return <p className="screen-loading">Загрузка…</p>;
  const meta = namesOf(call);
  return (
    <article className="call-card" aria-labelledby="call-title">
      <h1 id="call-title">Звонок №{callId}</h1>
      <dl>
        {shown.map((key) => {
          const text = displayValue(def, key, call, meta as ListMeta);
          return text ? (
            <div key={key}>
              <dt>{def.fields[key].label}</dt>
              <dd>{text}</dd>
            </div>
          ) : null;
        })}
        {call.record_filename ? (
          <div>
            <dt>{def.fields.record_filename.label}</dt>
            <dd>
              <a href={actionUrl(callRecord, { id: callId })} download>
                {texts.download}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="buttons">
        <button type="button" className="primary" onClick={() => openOrderFromCall(callId)} title="Alt+O">
          Создать заказ
        </button>
        <Link href={`${resourcePath('calls')}?id=${callId}`}>Изменить</Link>
      </div>
    </article>
  );
}
