import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { callIdFromSearch, linkCallToOrder, prefillFromCall } from './panels/call-prefill.ts';

/**
 * Spec 01 §2 'The URL may carry call_id (prefills contractor and client from that call)': a new
 * card opened as /orders?call_id=N takes the call's contractor and client, and its first save
 * links the call to the order. Answers the function the card calls with each saved row.
 */
export function useCallPrefill(isNew: boolean, ready: boolean, patch: (p: Record<string, unknown>) => void) {
  const callId = useRef(isNew ? callIdFromSearch(window.location.search) : null);
  // Once the new card's defaults are there: a prefill before them would be replaced by them.
  useEffect(() => {
    const id = callId.current;
    if (id === null || !ready) return;
    let live = true;
    prefillFromCall(id)
      .then((p) => live && patch({ ...p }))
      .catch((e: Error) => toast.error(`Звонок №${id}: ${e.message}`));
    return () => {
      live = false;
    };
  }, [patch, ready]);
  return (orderId: number) => {
    const id = callId.current;
    if (id === null) return;
    callId.current = null;
    linkCallToOrder(id, orderId).catch((e: Error) => toast.error(`Звонок №${id} не связан с заказом: ${e.message}`));
  };
}
