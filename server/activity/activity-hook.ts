import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityAction, ActivityRecorder } from './activity-recorder.ts';
import './activity-types.ts';

const actionByMethod: Record<string, ActivityAction> = { POST: 2, PUT: 3, PATCH: 3, DELETE: 4 };

/** One event of this request (user, uri, time, ip, browser). */
export function activityOf(request: FastifyRequest, uri: string, action: ActivityAction, at = new Date()) {
  const agent = request.headers['user-agent'];
  return { userId: request.user!.id, uri, action, ip: request.ip ?? null, userAgent: agent ?? null, at };
}

/**
 * Issue 14 item 5: 'every create, update and delete recorded (user, uri, action, date, ip, user
 * agent)'. After the answer is sent, a successful write of a signed-in user is queued on the
 * recorder; the answer never waits for it and a failed write of the log never reaches it.
 */
export function registerActivityRecording(app: FastifyInstance, recorder: ActivityRecorder) {
  app.decorate('activity', recorder);
  app.addHook('onClose', async () => recorder.close());
  // A callback hook: every request passes it, most (the reads) without anything to record.
  app.addHook('onResponse', (request, reply, next) => {
    const configured = request.routeOptions.config?.activity;
    const action = configured === undefined ? actionByMethod[request.method] : configured;
    if (action && request.user && reply.statusCode < 400)
      recorder.record(activityOf(request, request.url.split('?')[0], action));
    next();
  });
}
