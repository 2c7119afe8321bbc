import { LEFT_COLUMN_CHANNEL } from '../../core/left-column.ts';
import { type AccessRule, allows } from '../../core/permissions/access-rule.ts';
import type { CurrentUserRecord } from '../auth/current-user.ts';

/**
 * Spec: real-time channels /messages/{userId}, /notification/{userId} (per user) and /deploy
 * (global); ours: /left_column (global, a bare «figures changed» notice, see server/left-column),
 * heard by those who see a left-column block at all (a shared_* flag), as GET /api/left_column answers.
 */
const globalChannels = new Map<string, AccessRule>([
  ['/deploy', 'signed_in'],
  [LEFT_COLUMN_CHANNEL, { prefix: 'shared_' }],
]);
const personal = /^\/(messages|notification)\/([1-9]\d*)$/;

/** publish() refuses unknown channels so a typo fails loudly instead of reaching nobody. */
export function isKnownChannel(channel: string): boolean {
  return globalChannels.has(channel) || personal.test(channel);
}

/**
 * A user hears the global channels their rights allow and their own personal ones only. Admins
 * too: personal channels carry someone's chat and notices, not data an admin needs live. Checked at
 * subscription and again whenever the user's access changes (socket-access.ts).
 */
export function canSubscribe(
  user: Pick<CurrentUserRecord, 'id' | 'is_admin' | 'permissions' | 'user_group_id'>,
  channel: string,
): boolean {
  const rule = globalChannels.get(channel);
  if (rule) return allows(user, rule);
  const match = personal.exec(channel);
  return match !== null && Number(match[2]) === user.id;
}
