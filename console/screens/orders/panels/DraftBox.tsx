import { useState } from 'react';
import { toast } from 'sonner';

interface DraftBoxProps {
  /** The field's label; «(Ctrl+Enter — отправить)» is shown after it. */
  label: string;
  button: string;
  maxLength: number;
  className: string;
  /** Sends the text; the box empties when it resolves, keeps the text and says why when it fails. */
  send(text: string): Promise<unknown>;
}

/**
 * A text box of an order card panel that sends on Ctrl+Enter or its button (a comment, a chat
 * reply). The key is stopped here: the card's own Ctrl+Enter («Следующий статус») must not run too.
 */
export function DraftBox({ label, button, maxLength, className, send }: DraftBoxProps) {
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    const text = draft.trim();
    if (!text || busy) return;
    setBusy(true);
    try {
      await send(text);
      setDraft('');
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <label className={className}>
        {label} (Ctrl+Enter — отправить)
        <textarea
          value={draft}
          maxLength={maxLength}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              e.stopPropagation();
              void submit();
            }
          }}
        />
      </label>
      <button type="button" disabled={busy || !draft.trim()} onClick={() => void submit()}>
        {button}
      </button>
    </>
  );
}
