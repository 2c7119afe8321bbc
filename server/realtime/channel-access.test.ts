import { describe, expect, it } from 'vitest';
import { canSubscribe, isKnownChannel } from './channel-access.ts';

describe('realtime channel access', () => {
  const user = { id: 7 };
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
  ])('%s -> %s', (channel, allowed) => {
    expect(canSubscribe(user, channel)).toBe(allowed);
  });

  it('knows the spec channels only', () => {
    expect(isKnownChannel('/deploy')).toBe(true);
    expect(isKnownChannel('/messages/3')).toBe(true);
    expect(isKnownChannel('/notification/12')).toBe(true);
    expect(isKnownChannel('/notifications/12')).toBe(false);
    expect(isKnownChannel('deploy')).toBe(false);
  });
});
