import { api } from '../../../app/api.ts';

/** What a new order takes from the call it is made from (spec 01 §2: 'The URL may carry call_id'). */
export interface CallPrefill {
  contractor_id: number | null;
  client_id: number | null;
}

/** `call_id` of the URL's query, or null when absent or not an id. */
export function callIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('call_id');
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * Spec 01 §2 'call_id (prefills contractor and client from that call)': the call's contractor and
 * its contact (the caller, a contractor contact) as the order's client.
 */
export async function prefillFromCall(callId: number): Promise<CallPrefill> {
  const call = await api.resource('calls').get(callId);
  return {
    contractor_id: (call.contractor_id as number | null) ?? null,
    client_id: (call.contact_id as number | null) ?? null,
  };
}

/** Once the order is saved, the call points at it (spec 01 §4: 'Calls link to orders via order_id'). */
export async function linkCallToOrder(callId: number, orderId: number): Promise<void> {
  await api.resource('calls').update(callId, { order_id: orderId });
}
