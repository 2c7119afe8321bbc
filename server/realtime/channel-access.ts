import type { CurrentUserRecord } from '../auth/current-user.ts';

/** Spec: real-time channels /messages/{userId}, /notification/{userId} (per user) and /deploy (global). */
const personal = /^\/(messages|notification)\/([1-9]\d*)$/;

/** publish() refuses unknown channels so a typo fails loudly instead of reaching nobody. */
export function isKnownChannel(channel: string): boolean {
  return channel === '/deploy' || personal.test(channel);
}

/**
 * A user hears the global channel and their own personal ones only. Admins too: personal
 * channels carry someone's chat and notices, not data an admin needs live.
 */
export function canSubscribe(user: Pick<CurrentUserRecord, 'id'>, channel: string): boolean {
  if (channel === '/deploy') return true;
  const match = personal.exec(channel);
  return match !== null && Number(match[2]) === user.id;
}
