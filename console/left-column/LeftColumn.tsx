import { useEffect } from 'react';
import { Link } from 'wouter';
import { readLeftColumn } from '../../core/actions/defs/shell.actions.ts';
import type { LeftColumnItemDto } from '../../core/left-column.ts';
import { formatRoubles } from '../../core/money.ts';
import { api } from '../app/api.ts';
import { useSession } from '../stores/session-store.ts';
import { useLeftColumn } from './left-column-store.ts';

function shown(item: LeftColumnItemDto): string {
  return item.kind === 'money' ? `${formatRoubles(item.value)} ₽` : String(item.value);
}

/**
 * The left column (spec 01 §6 shared_* flags): the blocks the server answers for this user, each
 * figure a link to its filtered list. Refetched on every «figures changed» notice of the realtime
 * channel (useRealtime → leftColumnChanged). Collapsible; the choice is kept across reloads.
 */
export function LeftColumn() {
  const userId = useSession((s) => s.me?.id);
  const { blocks, collapsed, version, loaded, toggle } = useLeftColumn();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the trigger: a notice asks again.
  useEffect(() => {
    if (!userId) return;
    let live = true;
    api
      .call(readLeftColumn)
      .then((answer) => live && loaded(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userId, version, loaded]);

  if (!blocks?.length) return null;
  return (
    <section className="left-column" aria-labelledby="left-column-title">
      <h2 id="left-column-title" className="left-column-title">
        <button type="button" aria-expanded={!collapsed} aria-controls="left-column-blocks" onClick={toggle}>
          Сводка
        </button>
      </h2>
      <div id="left-column-blocks" hidden={collapsed}>
        {blocks.map((block) => (
          <section key={block.flag} className="left-column-block" data-flag={block.flag} aria-label={block.title}>
            <h3>{block.title}</h3>
            <ul>
              {block.items.map((item) => (
                <li key={item.label}>
                  <Link href={item.href}>
                    <span className="left-column-label">{item.label}</span>
                    <span className="left-column-value">{shown(item)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
