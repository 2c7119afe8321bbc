import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayRequest {
  authorization: string | undefined;
  body: { phone: string; text: string; file_url?: string };
}

export interface WhatsAppGateway {
  url: string;
  received: GatewayRequest[];
  close(): Promise<void>;
}

/**
 * A WhatsApp HTTP gateway on 127.0.0.1 for tests: keeps each POST's JSON and answers `status(phone)`
 * (200 unless told), as a real gateway refuses a number that has no WhatsApp.
 */
export async function startWhatsAppGateway(status: (phone: string) => number = () => 200): Promise<WhatsAppGateway> {
  const received: GatewayRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      received.push({ authorization: req.headers.authorization, body });
      const code = status(body.phone);
      res.writeHead(code, { 'content-type': 'application/json' });
      res.end(JSON.stringify(code === 200 ? { ok: true } : { error: 'number is not on WhatsApp' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
