import type { FastifyInstance } from 'fastify';
import {
  accountPdf as accountPdfAction,
  actPdf as actPdfAction,
} from '../../../core/actions/defs/account-sending.actions.ts';
import { contentDisposition } from '../../files/safe-file-name.ts';
import { accountPdf, actPdf, type FinancePdf } from '../../pdf/finance-pdf.ts';
import { mountAction } from '../mount-action.ts';

/**
 * The PDF answers its own headers: the console shows it in an <iframe> of this same origin (the
 * preview), so it may be framed by 'self' only; nothing inside it loads or runs. Not sandboxed:
 * Chromium's PDF viewer does not open in a sandbox (as the scans of server/actions/individual-files).
 */
const pdfHeaders = {
  'content-type': 'application/pdf',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
  'cache-control': 'private, no-store',
};

type Render = (db: FastifyInstance['db'], id: number) => Promise<FinancePdf>;

/**
 * Issue 12 item 4 'A preview in the console before sending': GET /api/accounts/{id}/pdf and
 * GET /api/acts/{id}/pdf answer the very PDF the send calls attach, inline. Whoever may read the
 * account (the act) may see its document.
 */
export function registerFinancePdfRoutes(app: FastifyInstance) {
  const preview = (action: typeof accountPdfAction | typeof actPdfAction, render: Render) =>
    mountAction(app, action, async ({ trx, params, reply }) => {
      const { filename, bytes } = await render(trx, params.id);
      return reply
        .headers(pdfHeaders)
        .header('content-disposition', contentDisposition('inline', filename))
        .send(bytes);
    });
  preview(accountPdfAction, accountPdf);
  preview(actPdfAction, actPdf);
}
