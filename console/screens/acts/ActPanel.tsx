import { contractorMismatchText } from '../../../core/resources/cell-formats.ts';
import type { FormPanelProps } from '../../form/form-extensions.ts';
import { PdfPreviewPanel } from '../finance-documents/PdfPreviewPanel.tsx';
import { AccountAttach } from './AccountAttach.tsx';
import { ActSendPanel } from './ActSendPanel.tsx';
import { FreeOrdersPicker } from './FreeOrdersPicker.tsx';

/**
 * The act card beyond its fields: the red cross of an inconsistent contractor (spec 02 'a red cross
 * marks an inconsistent contractor'), the free orders to add, the contractor's accounts to attach,
 * the act's PDF preview, and sending it (issue 24).
 */
export function ActPanel(props: FormPanelProps) {
  return (
    <>
      {props.values.contractor_mismatch === true && (
        <p className="form-warning act-mismatch" role="alert">
          <span className="cell-mark" aria-hidden="true">
            ✗
          </span>{' '}
          {contractorMismatchText}
        </p>
      )}
      {!props.readOnly && <FreeOrdersPicker {...props} />}
      {!props.readOnly && <AccountAttach {...props} />}
      <PdfPreviewPanel {...props} />
      <ActSendPanel {...props} />
    </>
  );
}
