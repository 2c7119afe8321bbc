import type { ScanFile } from './documents-api.ts';

/**
 * The scan itself, not just a link (issue 11 item 3): an image as <img>, a PDF's first page in an
 * <iframe> of the served file (#page=1, no toolbar): the browser's own PDF viewer draws it, so the
 * console's CSP needs no blob: URL and no PDF library (docs/decisions.md).
 */
export function ScanPreview({ file }: { file: ScanFile }) {
  if (file.content_kind === 'pdf')
    return (
      <iframe
        className="scan-preview pdf"
        src={`${file.url}#page=1&toolbar=0&navpanes=0&view=FitH`}
        title={`Скан ${file.original_name}`}
        loading="lazy"
      />
    );
  return <img className="scan-preview" src={file.url} alt={`Скан ${file.original_name}`} loading="lazy" />;
}
