import { individualAlertProviders } from './individual-alerts.providers.ts';
import type { LeftColumnProvider } from './left-column-provider.ts';
import { profitProvider, revenueProvider } from './order-money.providers.ts';
import { ordersAtRiskProvider } from './orders-at-risk.provider.ts';

/** Every block of the left column, in display order (one entry per provider). */
export const leftColumnProviders: readonly LeftColumnProvider[] = [
  revenueProvider,
  profitProvider,
  ...individualAlertProviders,
  ordersAtRiskProvider,
];
