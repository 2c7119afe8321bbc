import { commandCategories, commandTable } from '../commands/command-table.ts';
import { isHelpKey } from '../commands/typed-keys.ts';

/** '?': every command of the one table with its keys. */
export function CheatSheet({ onClose }: { onClose(): void }) {
  return (
    <div className="modal-backdrop">
      <div
        className="modal cheatsheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cheatsheet-title"
        onKeyDown={(e) => {
          if (e.key !== 'Escape' && !isHelpKey(e)) return;
          e.stopPropagation();
          onClose();
        }}
      >
        <h2 id="cheatsheet-title">Горячие клавиши</h2>
        <div className="cheatsheet-groups">
          {(Object.keys(commandCategories) as (keyof typeof commandCategories)[]).map((category) => (
            <section key={category}>
              <h3>{commandCategories[category]}</h3>
              <dl>
                {commandTable
                  .filter((c) => c.category === category)
                  .map((c) => (
                    <div key={c.id}>
                      <dt>
                        <kbd>{c.label}</kbd>
                      </dt>
                      <dd>{c.title}</dd>
                    </div>
                  ))}
              </dl>
            </section>
          ))}
        </div>
        {/* biome-ignore lint/a11y/noAutofocus: the dialog was asked for with '?', Esc and Enter close it. */}
        <button type="button" autoFocus onClick={onClose}>
          Закрыть <kbd>Esc</kbd>
        </button>
      </div>
    </div>
  );
}
