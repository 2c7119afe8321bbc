import type { Action } from 'kbar';
import { navGroups } from '../../core/resources/define-resource.ts';
import { getResource } from '../../core/resources/index.ts';
import { abilities, routeAllowed } from '../app/permissions.ts';
import { routeTable } from '../app/route-table.ts';
import type { Me } from '../stores/session-store.ts';
import { runCommand } from './command-bus.ts';
import { commandCategories, commandTable } from './command-table.ts';

/**
 * The palette's fixed actions: "Перейти: …" for every route (the registry's g-keys ride along),
 * "Новый: …" for every resource the user may create, and every command of the table.
 */
export function paletteActions(me: Me | null, go: (path: string) => void): Action[] {
  const goCommands = new Map(commandTable.filter((c) => c.resource).map((c) => [c.resource as string, c]));
  const routes: Action[] = routeTable
    .filter((r) => r.navPath && routeAllowed(me, r))
    .map((r) => {
      const command = r.resource ? goCommands.get(r.resource) : undefined;
      return {
        id: command?.id ?? `route:${r.navPath}`,
        name: `Перейти: ${r.title}`,
        section: 'Переход',
        keywords: `${navGroups[r.nav]} ${r.navPath}`,
        perform: () => go(r.navPath as string),
      };
    });
  const creates: Action[] = routeTable
    .filter((r) => r.resource && r.navPath && abilities(me, getResource(r.resource)!).create)
    .map((r) => ({
      id: `new:${r.resource}`,
      name: `Новый: ${getResource(r.resource!)!.titleSingular}`,
      section: 'Создать',
      perform: () => go(`${r.navPath}?preopen=true`),
    }));
  const commands: Action[] = commandTable
    .filter((c) => c.category !== 'go' && !c.boundByPalette)
    .map((c) => ({
      id: c.id,
      name: c.title,
      section: commandCategories[c.category],
      // Deferred so the palette has closed and focus is back on the page when the command runs.
      perform: () => setTimeout(() => runCommand(c.id), 0),
    }));
  return [...routes, ...creates, ...commands];
}
