import { describe, expect, it } from 'vitest';
import { canSubscribe, isKnownChannel } from './channel-access.ts';

describe('realtime channel access', () => {
  const user = { id: 7, is_admin: false, user_group_id: 1, permissions: { shared_revenue: true } };
  it.each([
    ['/deploy', true],
    ['/notification/7', true],
    ['/messages/7', true],
    ['/notification/8', false],
    ['/messages/70', false],
    ['/messages/07', false],
    ['/notification/', false],
    ['/orders', false],
    ['/deploy/1', false],
    ['/left_column', true],
  ])('%s -> %s', (channel, allowed) => {
    expect(canSubscribe(user, channel)).toBe(allowed);
  });

  it('hears the left column only with a left-column block (a shared_* flag), as GET /api/left_column shows one', () => {
    expect(canSubscribe({ ...user, permissions: { transactions: true } }, '/left_column')).toBe(false);
    expect(canSubscribe({ ...user, permissions: {}, is_admin: true }, '/left_column')).toBe(true);
  });

  it('knows the spec channels only', () => {
    expect(isKnownChannel('/deploy')).toBe(true);
    expect(isKnownChannel('/messages/3')).toBe(true);
    expect(isKnownChannel('/notification/12')).toBe(true);
    expect(isKnownChannel('/notifications/12')).toBe(false);
    expect(isKnownChannel('deploy')).toBe(false);
  });
});
