import type { FastifyInstance } from 'fastify';
import { readLeftColumn } from '../../core/actions/defs/shell.actions.ts';
import { mountAction } from '../actions/mount-action.ts';
import { allows } from '../auth/route-permission.ts';
import type { LeftColumnProvider } from './left-column-provider.ts';
import { leftColumnProviders } from './providers.index.ts';

/**
 * GET /api/left_column: the blocks whose shared_* flag the user holds (admins: all), each with its
 * figures. A user without any flag gets an empty list, not a 403: the column simply stays empty.
 */
export function registerLeftColumnRoute(
  app: FastifyInstance,
  providers: readonly LeftColumnProvider[] = leftColumnProviders,
) {
  // The blocks are read side by side on the pool, outside one transaction.
  mountAction(
    app,
    readLeftColumn,
    async ({ user }) => {
      const mine = providers.filter((p) => allows(user, { flag: p.flag }));
      const blocks = await Promise.all(
        mine.map(async (p) => ({ flag: p.flag, title: p.title, items: await p.load(app.db, user) })),
      );
      return { blocks };
    },
    { transaction: false },
  );
}
