import type { FormPanelProps } from '../../form/form-extensions.ts';
import { PdfPreviewPanel } from '../finance-documents/PdfPreviewPanel.tsx';
import { AccountDeliveriesPanel } from './AccountDeliveriesPanel.tsx';

/** The account card's extras: the PDF preview, then to whom the PDFs went. */
export function AccountPanel(props: FormPanelProps) {
  return (
    <>
      <PdfPreviewPanel {...props} />
      <AccountDeliveriesPanel {...props} />
    </>
  );
}
