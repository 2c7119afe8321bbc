import { create } from 'zustand';
import { texts } from '../../core/texts.ts';

/** An incoming call as the server announces it (server/domain/calls/call-upsert.ts IncomingCallEvent). */
export interface IncomingCall {
  callId: number;
  phone: string;
  contractorName: string | null;
  /** A worker calling (issue 20): their name, and the phone as this user may read it. */
  individualName: string | null;
}

/** At most this many pop-ups at once: a busy line's older calls are in the calls list anyway. */
const MAX_SHOWN = 3;

/** «Входящий звонок: +7 916 111-22-33 — ООО «Ромашка»», «… — работник Иванов Иван» or «… — Не клиент». */
export function incomingCallText(call: IncomingCall): string {
  const who = call.contractorName ?? (call.individualName ? `работник ${call.individualName}` : texts.notAClient);
  return `Входящий звонок: ${call.phone || 'номер скрыт'} — ${who}`;
}

/** The incoming call of a realtime event, or null for any other event. */
export function incomingCallOf(channel: string, data: unknown): IncomingCall | null {
  const d = (data ?? {}) as Record<string, unknown>;
  if (!channel.startsWith('/notification/') || d.type !== 'incoming_call') return null;
  const callId = Number(d.call_id);
  if (!Number.isInteger(callId) || callId <= 0) return null;
  return {
    callId,
    phone: typeof d.phone === 'string' ? d.phone : '',
    contractorName: typeof d.contractor_name === 'string' && d.contractor_name ? d.contractor_name : null,
    individualName: typeof d.individual_name === 'string' && d.individual_name ? d.individual_name : null,
  };
}

interface CallPopupsState {
  calls: IncomingCall[];
  offer(call: IncomingCall): void;
  dismiss(callId: number): void;
}

/** The pop-ups on screen, newest first; one per call even if the event came twice. */
export const useCallPopups = create<CallPopupsState>((set) => ({
  calls: [],
  offer: (call) =>
    set((s) => ({ calls: [call, ...s.calls.filter((c) => c.callId !== call.callId)].slice(0, MAX_SHOWN) })),
  dismiss: (callId) => set((s) => ({ calls: s.calls.filter((c) => c.callId !== callId) })),
}));

/** The new tab where an order is made from a call (spec 01 §2: 'opens /orders?call_id={id} in a new tab'). */
export function openOrderFromCall(callId: number): void {
  // preopen: the orders list opens its new card at once, which reads call_id (useCallPrefill.ts).
  window.open(`/orders?call_id=${callId}&preopen=true`, '_blank', 'noopener');
}
