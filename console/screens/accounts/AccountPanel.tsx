import type { FormPanelProps } from '../../form/form-extensions.ts';
import { AccountLinks } from '../acts/AccountLinks.tsx';
import { PdfPreviewPanel } from '../finance-documents/PdfPreviewPanel.tsx';
import { AccountDeliveriesPanel } from './AccountDeliveriesPanel.tsx';

/** The account card's extras: its acts and orders, the PDF preview, then to whom the PDFs went. */
export function AccountPanel(props: FormPanelProps) {
  return (
    <>
      <AccountLinks {...props} />
      <PdfPreviewPanel {...props} />
      <AccountDeliveriesPanel {...props} />
    </>
  );
}
