import { useEffect, useRef, useState } from 'react';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { Field } from '../../core/resources/fields/field-kinds.ts';
import { trapTab } from '../app/focus-trap.ts';
import { useLayer } from '../app/useLayer.ts';
import { formatCell } from '../fields/field-cells.ts';
import type { NestedRow } from './form-values.ts';
import { type Choice, defaultChoices, type FieldConflict } from './record-merge.ts';

/** What a value reads as in the panel: a list cell's text, a nested row per line, «—» for nothing. */
export function conflictText(field: Field | undefined, value: unknown): string {
  if (field?.kind === 'nested') {
    const rows = ((value as NestedRow[] | null) ?? []).filter((r) => !r._destroy);
    if (!rows.length) return '—';
    return rows
      .map((row) =>
        Object.entries(field.fields)
          .map(([k, f]) => formatCell(row[k], f))
          .filter(Boolean)
          .join(', '),
      )
      .join('\n');
  }
  const text = field ? formatCell(value, field) : value == null ? '' : String(value);
  return text || '—';
}

export interface ConflictPanelProps {
  def: ResourceDef;
  conflicts: readonly FieldConflict[];
  /** 'save': a save met a newer version and is made again; 'refresh': an action changed the open record. */
  mode: 'save' | 'refresh';
  onResolve(choices: Record<string, Choice>): void;
  onCancel(): void;
}

/**
 * Issue 20 item 5: the fields that changed underneath, «Моё» beside «Их», one choice per field (the
 * user's edits stay chosen, the rest follows the server), then the save is made again on the new
 * version. Keyboard: Tab from field to field, arrows choose, Ctrl+S or Enter on «Сохранить», Esc
 * back to the form with nothing changed.
 */
export function ConflictPanel({ def, conflicts, mode, onResolve, onCancel }: ConflictPanelProps) {
  const [choices, setChoices] = useState(() => defaultChoices(conflicts));
  const box = useRef<HTMLDivElement>(null);
  // A layer of the one stack (issue 22 item 4): Esc closes this panel only, never the card beneath.
  useLayer(true, onCancel, { box, modal: true });
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, []);
  const choose = (key: string, choice: Choice) => setChoices((prev) => ({ ...prev, [key]: choice }));
  const confirmLabel = mode === 'save' ? 'Сохранить' : 'Применить';
  return (
    <div className="modal-backdrop">
      <div
        ref={box}
        className="modal conflict-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="conflict-title"
        onKeyDown={(e) => {
          if (trapTab(e.currentTarget, e)) e.preventDefault();
          else if ((e.ctrlKey || e.metaKey) && e.code === 'KeyS') {
            e.preventDefault();
            e.stopPropagation();
            onResolve(choices);
          }
        }}
      >
        <h2 id="conflict-title">Запись изменили, пока вы её правили</h2>
        <p>
          {mode === 'save'
            ? 'Выберите в каждом поле, какое значение оставить, и сохраните ещё раз.'
            : 'Действие изменило поля, которые вы тоже правили: выберите, какое значение оставить.'}
        </p>
        <table className="conflict-table">
          <thead>
            <tr>
              <th>Поле</th>
              <th>Моё</th>
              <th>Их</th>
            </tr>
          </thead>
          <tbody>
            {conflicts.map((c) => (
              <tr key={c.key} data-field={c.key}>
                <th scope="row">{c.label}</th>
                {(['mine', 'theirs'] as const).map((side) => (
                  <td key={side}>
                    <label className={choices[c.key] === side ? 'chosen' : undefined}>
                      <input
                        type="radio"
                        name={`conflict-${c.key}`}
                        checked={choices[c.key] === side}
                        onChange={() => choose(c.key, side)}
                        aria-label={`${c.label}: ${side === 'mine' ? 'моё' : 'их'}`}
                      />
                      <span className="conflict-value">
                        {conflictText(def.fields[c.key], side === 'mine' ? c.mine : c.theirs)}
                      </span>
                    </label>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="buttons">
          <button type="button" className="primary" onClick={() => onResolve(choices)}>
            {confirmLabel} <kbd>Ctrl+S</kbd>
          </button>
          <button
            type="button"
            onClick={() => setChoices(Object.fromEntries(conflicts.map((c) => [c.key, 'theirs' as const])))}
          >
            Взять все их
          </button>
          <button type="button" onClick={onCancel}>
            Отмена <kbd>Esc</kbd>
          </button>
        </div>
      </div>
    </div>
  );
}
