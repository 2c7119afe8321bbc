// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: a WAI-ARIA listbox over a list, as the pattern describes it.
// biome-ignore-all lint/a11y/useFocusableInteractive: the listbox holds the focus and points at its option with aria-activedescendant.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { plural } from '../../../core/plural.ts';
import { FilePicker } from '../../fields/inputs/FilePicker.tsx';
import { MergeError, mergePdfs, moveItem, type PdfInput } from './merge-pdfs.ts';
import './info.css';

interface Result {
  url: string;
  pages: number;
}

/**
 * /info/merge_pdf: several PDFs chosen, put in order (↑/↓ pick a file, Alt+↑/Alt+↓ move it, Delete
 * takes it out), merged in the browser into one PDF that is downloaded. Nothing is sent anywhere.
 */
export function MergePdf() {
  const [files, setFiles] = useState<PdfInput[]>([]);
  const [at, setAt] = useState(0);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const link = useRef<HTMLAnchorElement>(null);

  // The object URL lives as long as its link: a new result or leaving the page frees it.
  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);
  useEffect(() => {
    if (result) link.current?.click();
  }, [result]);

  const add = async (list: readonly File[]) => {
    const chosen = await Promise.all(
      list.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
    );
    setFiles((current) => [...current, ...chosen]);
    setResult(null);
    setError('');
  };

  const change = (next: PdfInput[], cursor: number) => {
    setFiles(next);
    setAt(Math.max(0, Math.min(next.length - 1, cursor)));
    setResult(null);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const by = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (by && e.altKey) change(moveItem(files, at, by), at + by);
    else if (by) setAt(Math.max(0, Math.min(files.length - 1, at + by)));
    else if (e.key === 'Delete')
      change(
        files.filter((_, i) => i !== at),
        at,
      );
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  const merge = async () => {
    setBusy(true);
    setError('');
    try {
      const { bytes, pages } = await mergePdfs(files);
      const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
      setResult({ url, pages });
    } catch (e) {
      setError(e instanceof MergeError ? e.message : 'Не удалось объединить файлы');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="info-screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Объединение PDF</h1>
      <p className="muted">
        Файлы объединяются в этом браузере и никуда не отправляются. Порядок: ↑ ↓ — выбрать файл, Alt+↑ Alt+↓ —
        передвинуть, Delete — убрать.
      </p>
      <FilePicker
        accept="application/pdf,.pdf"
        multiple
        label="PDF для объединения"
        button="Добавить PDF"
        chosen={null}
        onFiles={(picked) => void add(picked)}
      />
      {files.length ? (
        <ol
          className="merge-files"
          role="listbox"
          aria-label="Файлы по порядку"
          tabIndex={0}
          aria-activedescendant={`merge-file-${at}`}
          onKeyDown={onKeyDown}
        >
          {files.map((f, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox takes the keys (aria-activedescendant)
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be added twice; its place is its identity
              key={i}
              id={`merge-file-${i}`}
              role="option"
              aria-selected={i === at}
              onClick={() => setAt(i)}
            >
              <span>
                {i + 1}. {f.name}
              </span>
              <span className="merge-buttons">
                <button
                  type="button"
                  className="small"
                  tabIndex={-1}
                  aria-label="Выше"
                  onClick={() => change(moveItem(files, i, -1), i - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="small"
                  tabIndex={-1}
                  aria-label="Ниже"
                  onClick={() => change(moveItem(files, i, 1), i + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="small"
                  tabIndex={-1}
                  aria-label="Убрать"
                  onClick={() =>
                    change(
                      files.filter((_, k) => k !== i),
                      i,
                    )
                  }
                >
                  ×
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">Файлы не выбраны</p>
      )}
      {error ? <p className="error-box">{error}</p> : null}
      <div className="buttons">
        <button type="button" className="primary" disabled={files.length < 2 || busy} onClick={() => void merge()}>
          {busy ? 'Объединяю…' : 'Объединить и скачать'}
        </button>
        {result ? (
          <a ref={link} href={result.url} download="объединённый.pdf">
            Скачать ещё раз ({result.pages} {plural(result.pages, ['страница', 'страницы', 'страниц'])})
          </a>
        ) : null}
      </div>
    </section>
  );
}
