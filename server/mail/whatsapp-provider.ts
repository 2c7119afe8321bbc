import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { writeFileAtomically } from '../files/upload.ts';

/** One WhatsApp message: the phone in canonical digits ('79261445956'), the text and, if any, a link to the file. */
export interface WhatsAppMessage {
  phone: string;
  text: string;
  /** A link the provider fetches the mailing's file from (only when PUBLIC_URL is configured). */
  fileUrl?: string;
}

/**
 * Sends a WhatsApp message or throws. A `WhatsAppRefused` is this recipient's failure (the provider
 * answered and said no); any other error means the provider was not reached, and the mailing job
 * stops to be retried later rather than marking every recipient failed.
 */
export interface WhatsAppProvider {
  send(message: WhatsAppMessage): Promise<void>;
}

export class WhatsAppRefused extends Error {}

export interface WhatsAppOptions {
  /** WHATSAPP_API_URL: the gateway's endpoint taking POST JSON {phone, text, file_url?}. */
  apiUrl?: string;
  /** WHATSAPP_TOKEN: sent as `Authorization: Bearer …`. */
  token?: string;
  /** Without WHATSAPP_API_URL each message is written as JSON here (DATA_DIR/outbox/whatsapp). */
  outboxDir: string;
}

/** The gateway's short reason, for the mailing's error rows (never the whole body). */
async function reasonOf(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  const short = body.replace(/\s+/g, ' ').trim().slice(0, 200);
  return `WhatsApp-шлюз ответил ${response.status}${short ? `: ${short}` : ''}`;
}

/**
 * The HTTP gateway when WHATSAPP_API_URL is set, else the outbox, as mail does (server/mail/mailer.ts):
 * a fresh install sends nothing by accident and loses nothing; an operator can read the files.
 */
export function createWhatsAppProvider(options: WhatsAppOptions): WhatsAppProvider {
  const { apiUrl, token } = options;
  if (apiUrl)
    return {
      async send(message) {
        const response = await fetch(apiUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({
            phone: message.phone,
            text: message.text,
            ...(message.fileUrl ? { file_url: message.fileUrl } : {}),
          }),
          signal: AbortSignal.timeout(20_000),
        });
        // A 5xx is the gateway's own trouble: not this recipient's fault, so the job retries.
        if (response.status >= 500) throw new Error(await reasonOf(response));
        if (!response.ok) throw new WhatsAppRefused(await reasonOf(response));
      },
    };
  return {
    async send(message) {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const record = { phone: message.phone, text: message.text, file_url: message.fileUrl ?? null };
      await writeFileAtomically(join(options.outboxDir, name), Buffer.from(JSON.stringify(record, null, 2)));
    },
  };
}
