import { createHmac } from 'node:crypto';
import { sameSecret } from '../../auth/tokens.ts';

/**
 * A WhatsApp gateway fetches the mailing's file by itself, without a session: the link carries an
 * HMAC of the mailing id and file name under the server's secret key, so it opens that one file
 * only, and stops working once the file is replaced.
 */
export function mailingFileToken(secretKey: string, mailingId: number, fileName: string): string {
  return createHmac('sha256', secretKey).update(`mass-mailing-file:${mailingId}:${fileName}`).digest('base64url');
}

export function isMailingFileToken(secretKey: string, mailingId: number, fileName: string, token: string): boolean {
  return sameSecret(token, mailingFileToken(secretKey, mailingId, fileName));
}

/** The link a gateway can open (PUBLIC_URL: the address the CRM is reached at from outside), or null without one. */
export function mailingFileLink(publicUrl: string | undefined, secretKey: string, mailingId: number, fileName: string) {
  if (!publicUrl) return null;
  const token = mailingFileToken(secretKey, mailingId, fileName);
  return `${publicUrl.replace(/\/+$/, '')}/api/mass_mailings/${mailingId}/shared_file/${token}`;
}
