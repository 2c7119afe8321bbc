import { type Kysely, sql } from 'kysely';
import { formatPhone } from '../../../core/phone.ts';
import { resources } from '../../../core/resources/index.ts';
import { callerEstimation, type TelephonyEvent } from './telephony-event.schema.ts';
import { guarded } from '../../crud/sensitive-values.ts';
import { publish } from '../../realtime/publish.ts';
import { matchContact, matchUser, matchWorker } from './call-matching.ts';
import type { DB } from '../../db/db-types.ts';

export interface RecordedCall {
  id: number;
  created: boolean;
}

/** What the console's call pop-up shows (console/realtime/call-popup.ts); ids and short text only. */
export interface IncomingCallEvent {
  type: 'incoming_call';
  call_id: number;
  phone: string;
  contractor_id: number | null;
  contractor_name: string | null;
  /** A caller who is no client but one of our workers (their phone then as the worker's card shows it). */
  individual_id: number | null;
  individual_name: string | null;
}

/**
 * Records one PBX event as a call, in the caller's transaction. The PBX's fields are written again
 * by each event of the same call id; the client match is made once (a manager may correct it by
 * hand afterwards), and the staff's own fields (comment, order, rating) are never touched. A new
 * incoming call for a known staff member is announced on their /notification channel.
 */
export async function recordCall(trx: Kysely<DB>, integrationId: number, event: TelephonyEvent): Promise<RecordedCall> {
  const outgoing = event.direction === 'out';
  const clientPhone = (outgoing ? event.callee : event.caller) ?? null;
  const contact = await matchContact(trx, clientPhone);
  const userId = await matchUser(trx, event.extension, event.user_email);
  const pbx = {
    occurred_at: event.occurred_at,
    outgoing,
    phone_caller: event.caller ?? null,
    phone_callee: event.callee ?? null,
    user_id: userId,
    duration: event.duration ?? null,
    link_duration: event.link_duration ?? null,
    record_filename: event.record ?? null,
    caller_estimation: callerEstimation(event.keypad),
    no_answer_reason_string: event.no_answer_reason ?? null,
  };
  const row = await trx
    .insertInto('calls')
    .values({
      ...pbx,
      integration_id: integrationId,
      external_id: event.call_id,
      contractor_id: contact?.contractorId ?? null,
      contact_id: contact?.contactId ?? null,
      not_a_client: contact === null,
    })
    .onConflict((oc) =>
      oc.columns(['integration_id', 'external_id']).doUpdateSet({
        ...pbx,
        // A later event keeps what a person chose; a repeated event does not undo it.
        user_id: sql`coalesce(excluded.user_id, calls.user_id)`,
        record_filename: sql`coalesce(excluded.record_filename, calls.record_filename)`,
        caller_estimation: sql`coalesce(excluded.caller_estimation, calls.caller_estimation)`,
        updated_at: sql`now()`,
      }),
    )
    .returning(['id', sql<boolean>`(xmax = 0)`.as('created')])
    .executeTakeFirstOrThrow();
  const call = { id: Number(row.id), created: row.created === true };
  if (call.created && !outgoing && userId !== null) {
    const worker = contact ? null : await matchWorker(trx, clientPhone);
    const phone = clientPhone ? formatPhone(clientPhone) : '';
    await publish(trx, `/notification/${userId}`, {
      type: 'incoming_call',
      call_id: call.id,
      // A worker's number is the worker's personal data: the hub shows it to whoever may read it whole.
      phone: worker ? guarded(resources.individuals.fields.phone, phone) : phone,
      contractor_id: contact?.contractorId ?? null,
      contractor_name: contact?.contractorName ?? null,
      individual_id: worker?.individualId ?? null,
      individual_name: worker?.name ?? null,
    } satisfies IncomingCallEvent);
  }
  return call;
}
