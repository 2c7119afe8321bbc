import { useRef, useState } from 'react';
import { useLayer } from '../app/useLayer.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { choosableColumns } from './list-columns.ts';

interface Props {
  def: ResourceDef;
  columns: readonly string[];
  onSave(columns: string[]): void;
  onClose(): void;
}

export function ColumnChooser({ def, columns, onSave, onClose }: Props) {
  const [picked, setPicked] = useState(new Set(columns));
  const box = useRef<HTMLFormElement>(null);
  useLayer(true, onClose, { box });
  const toggle = (key: string) => {
    const next = new Set(picked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setPicked(next);
  };
  return (
    <form
      ref={box}
      className="popover columns-popover"
      aria-label="Колонки"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(choosableColumns(def).filter((k) => picked.has(k)));
      }}
    >
      <div className="columns-list">
        {choosableColumns(def).map((key, i) => (
          <label key={key}>
            {/* biome-ignore lint/a11y/noAutofocus: the user opened this panel to work in it. */}
            <input type="checkbox" autoFocus={i === 0} checked={picked.has(key)} onChange={() => toggle(key)} />
            {def.fields[key].label}
          </label>
        ))}
      </div>
      <div className="buttons">
        <button type="submit" className="primary" disabled={picked.size === 0}>
          Сохранить
        </button>
        <button type="button" onClick={onClose}>
          Отмена
        </button>
      </div>
    </form>
  );
}
