import { useRef, useState } from 'react';
import { useLayer } from '../app/useLayer.ts';
import { commandCategories } from '../commands/command-table.ts';
import { keyGroups, keyTable, searchKeys } from '../commands/key-table.ts';
import { isHelpKey } from '../commands/typed-keys.ts';

/**
 * '?': the whole key table (console/commands/key-table.ts), searchable: type a word of the action
 * or a key («закрыть», «alt+x»). A modal layer: Esc (or '?' before anything is typed) closes it and
 * the focus goes back.
 */
export function CheatSheet({ onClose }: { onClose(): void }) {
  const [query, setQuery] = useState('');
  const box = useRef<HTMLDivElement>(null);
  useLayer(true, onClose, { box, modal: true });
  const groups = keyGroups(searchKeys(keyTable, query));
  return (
    <div className="modal-backdrop">
      <div
        ref={box}
        className="modal cheatsheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cheatsheet-title"
        onKeyDown={(e) => {
          // '?' again closes it, until a search is typed (then '?' is a character of the search).
          if (!isHelpKey(e) || query !== '') return;
          e.preventDefault();
          e.stopPropagation();
          onClose();
        }}
      >
        <h2 id="cheatsheet-title">Горячие клавиши</h2>
        <input
          // biome-ignore lint/a11y/noAutofocus: the sheet was asked for with '?': typing searches it at once.
          autoFocus
          type="search"
          className="cheatsheet-search"
          aria-label="Поиск по клавишам"
          placeholder="Найти: действие или клавиша…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div className="cheatsheet-groups">
          {groups.map(([category, entries]) => (
            <section key={category} aria-label={commandCategories[category]}>
              <h3>{commandCategories[category]}</h3>
              <dl>
                {entries.map((c) => (
                  <div key={c.id} data-key-id={c.id}>
                    <dt>
                      <kbd>{c.label}</kbd>
                    </dt>
                    <dd>{c.title}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          {groups.length === 0 && <p className="muted">Ничего не найдено</p>}
        </div>
        <button type="button" onClick={onClose}>
          Закрыть <kbd>Esc</kbd>
        </button>
      </div>
    </div>
  );
}
