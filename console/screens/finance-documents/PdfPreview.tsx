import { useEffect, useState } from 'react';
import { AppError } from '../../../core/errors.ts';
import { api } from '../../app/api.ts';

type State = { kind: 'checking' } | { kind: 'ready' } | { kind: 'refused'; messages: string[] };

/**
 * The PDF in an <iframe> of its same-origin URL: the browser's own viewer draws it, so the console
 * needs no PDF library, no blob: URL and no CSP exception (the PDF answer allows framing by 'self').
 * A document the server will not issue (issue 24: its lines do not add up to its amount) answers a
 * 422; its Russian message is shown instead of the raw JSON a frame would print.
 */
export function PdfPreview({ url, title }: { url: string; title: string }) {
  const [state, setState] = useState<State>({ kind: 'checking' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'checking' });
    fetch(url, { method: 'HEAD', credentials: 'same-origin' })
      .then(async (res) => {
        if (res.ok) return live && setState({ kind: 'ready' });
        // HEAD carries no body: the GET says why.
        await api.request('GET', url).catch((e: unknown) => {
          const messages = e instanceof AppError && e.fullMessages?.length ? e.fullMessages : [(e as Error).message];
          if (live) setState({ kind: 'refused', messages });
        });
      })
      .catch(() => live && setState({ kind: 'ready' }));
    return () => {
      live = false;
    };
  }, [url]);
  if (state.kind === 'checking') return <p className="muted">Загрузка…</p>;
  if (state.kind === 'refused')
    return (
      <div className="form-warning" role="alert">
        {state.messages.map((m) => (
          <p key={m}>{m}</p>
        ))}
      </div>
    );
  return <iframe className="pdf-preview" src={`${url}#view=FitH`} title={title} />;
}
