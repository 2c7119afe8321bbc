import type { FastifyInstance } from 'fastify';
import type { LeftColumnAnswer } from '../../core/left-column.ts';
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
  app.get('/api/left_column', { config: { permission: 'signed_in' } }, async (request): Promise<LeftColumnAnswer> => {
    const user = request.user!;
    const mine = providers.filter((p) => allows(user, { flag: p.flag }));
    const blocks = await Promise.all(
      mine.map(async (p) => ({ flag: p.flag, title: p.title, items: await p.load(app.db, user) })),
    );
    return { blocks };
  });
}
