import type { FastifyInstance } from 'fastify';
import { registerUser } from '../../core/actions/defs/session.actions.ts';
import { resources } from '../../core/resources/index.ts';
import { mountAction } from '../actions/mount-action.ts';
import { createHandler } from '../crud/resource-routes.ts';
import { resourceHooks } from '../domain/resource-hooks.index.ts';

/** Devise's registration path (spec section 7), for admins only (DESIGN.md section 8): POST /api/users by another name. */
export function registerUserRegistration(app: FastifyInstance) {
  const create = createHandler(app, resources.users, resourceHooks.users);
  // The generic create runs its own transaction and answers 201 itself.
  mountAction(app, registerUser, ({ request, reply }) => create(request, reply), { transaction: false });
}
