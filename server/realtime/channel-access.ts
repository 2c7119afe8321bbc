import { LEFT_COLUMN_CHANNEL } from '../../core/left-column.ts';
import { QUALITY_CHANNEL } from '../../core/quality/quality-channel.ts';
import type { CurrentUserRecord } from '../auth/current-user.ts';

/**
 * Spec: real-time channels /messages/{userId}, /notification/{userId} (per user) and /deploy
 * (global); ours: /left_column (global, a bare «figures changed» notice, see server/left-column) and
 * /quality_ratings (global: the quality recalculation's progress and end, spec 02 §7).
 */
const globalChannels = new Set(['/deploy', LEFT_COLUMN_CHANNEL, QUALITY_CHANNEL]);
const personal = /^\/(messages|notification)\/([1-9]\d*)$/;

/** publish() refuses unknown channels so a typo fails loudly instead of reaching nobody. */
export function isKnownChannel(channel: string): boolean {
  return globalChannels.has(channel) || personal.test(channel);
}

/**
 * A user hears the global channel and their own personal ones only. Admins too: personal
 * channels carry someone's chat and notices, not data an admin needs live.
 */
export function canSubscribe(user: Pick<CurrentUserRecord, 'id'>, channel: string): boolean {
  if (globalChannels.has(channel)) return true;
  const match = personal.exec(channel);
  return match !== null && Number(match[2]) === user.id;
}
