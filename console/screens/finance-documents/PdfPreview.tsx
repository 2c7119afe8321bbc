/**
 * The PDF in an <iframe> of its same-origin URL: the browser's own viewer draws it, so the console
 * needs no PDF library, no blob: URL and no CSP exception (the PDF answer allows framing by 'self').
 */
export function PdfPreview({ url, title }: { url: string; title: string }) {
  return <iframe className="pdf-preview" src={`${url}#view=FitH`} title={title} />;
}
