import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { writeFileAtomically } from '../files/upload.ts';

/** A file sent with a letter (an account's PDF, a mailing's file). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One plain-text letter, with optional files; the sender is the mailer's own `from`. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Sends a letter or throws: the caller decides what the user is told. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS): letters go to that server. */
  smtpUrl?: string;
  /** Without SMTP_URL every letter is written here as an .eml file (DATA_DIR/outbox). */
  outboxDir: string;
  /** MAIL_FROM; default crm@localhost. */
  from?: string;
}

const DEFAULT_FROM = 'CRM <crm@localhost>';

/**
 * SMTP when SMTP_URL is set (DESIGN.md §2: 'nodemailer; SMTP_URL or a file outbox ./data/outbox by
 * default'). The outbox lets a fresh install send without a mail server: an operator reads or
 * forwards the .eml files, and nothing is lost silently.
 */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from || DEFAULT_FROM;
  if (options.smtpUrl) {
    // Short timeouts: the user waits for the answer in the order card.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const built = await builder.sendMail({ from, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFileAtomically(join(options.outboxDir, name), built.message as Buffer);
    },
  };
}
