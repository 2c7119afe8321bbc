import { createContext, useContext } from 'react';

/** What the card's inputs need of the order around them (the worker picker asks for the order's day). */
export interface OrderCardContextValue {
  orderId: number | null;
  /** yyyy-MM-dd, or null while the card has no date. */
  startDate: string | null;
  contractorId: number | null;
  /** The fix_pay of the first chosen worker (spec 01 §5), or null before one is chosen. */
  fixPay: boolean | null;
  /** Individuals of this order who work on another order that day → those orders. */
  busy: ReadonlyMap<number, readonly number[]>;
  rememberFixPay(individualId: number, fixPay: boolean): void;
  /** Sets several values of the card at once (a street picked fills the house part and the metro). */
  patch(values: Record<string, unknown>): void;
}

export const OrderCardContext = createContext<OrderCardContextValue>({
  orderId: null,
  startDate: null,
  contractorId: null,
  fixPay: null,
  busy: new Map(),
  rememberFixPay: () => {},
  patch: () => {},
});

export const useOrderCard = () => useContext(OrderCardContext);
