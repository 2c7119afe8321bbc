import { useRef } from 'react';

interface Props {
  /** The file input's own id, for a <label htmlFor> and for tests that hand it files. */
  id?: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** What the picker is for, read by screen readers on both the input and the button. */
  label: string;
  /** The button's text: «Выбрать файл» unless the screen says «Заменить», «Добавить PDF»… */
  button?: string;
  /** The chosen files' names; «Файл не выбран» when empty, null to show nothing. */
  chosen?: string | null;
  onFiles(files: File[]): void;
}

/**
 * A file choice that reads in Russian whatever the browser's language (issue 23 item 12: the
 * native input said «Choose File» / «No file chosen» in an English browser). The native input
 * stays, out of sight but whole, so labels, drag and drop onto it and tests that hand it files
 * work; the button opens it and the chosen name is ours. The input is emptied after each choice,
 * so choosing the same file again is a choice too.
 */
export function FilePicker({ id, accept, multiple, disabled, label, button, chosen, onFiles }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="file-picker">
      <input
        ref={input}
        id={id}
        className="sr-only"
        type="file"
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => {
          // Read before clearing: a state updater may run after the input is emptied.
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <button
        type="button"
        className="small"
        disabled={disabled}
        aria-label={`${button ?? 'Выбрать файл'}: ${label}`}
        onClick={() => input.current?.click()}
      >
        {button ?? 'Выбрать файл'}
      </button>
      {chosen !== null && <span className="file-picker-name">{chosen || 'Файл не выбран'}</span>}
    </span>
  );
}
