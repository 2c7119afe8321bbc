import { individualAlertProviders } from './individual-alerts.providers.ts';
import type { LeftColumnProvider } from './left-column-provider.ts';
import { profitProvider, revenueProvider } from './order-money.providers.ts';

/** Every block of the left column, in display order (one entry per provider). */
export const leftColumnProviders: readonly LeftColumnProvider[] = [
  revenueProvider,
  profitProvider,
  ...individualAlertProviders,
];
