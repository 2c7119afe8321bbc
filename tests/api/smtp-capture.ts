import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedLetter {
  from: string;
  to: string[];
  /** The whole message as the server received it (decode with mime-text.ts). */
  raw: string;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:PORT, for createMailer({ smtpUrl }). */
  url: string;
  received: ReceivedLetter[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (DESIGN.md §2: 'smtp-server on loopback in tests') that keeps
 * what it receives. `refuse(address)` true answers that recipient 550, as a mailbox that does
 * not exist, so a test can prove one bad address does not stop the others.
 */
export async function startSmtpCapture(options: { refuse?: (address: string) => boolean } = {}): Promise<SmtpCapture> {
  const received: ReceivedLetter[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address))
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
