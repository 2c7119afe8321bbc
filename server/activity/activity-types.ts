import type { ActivityAction, ActivityRecorder } from './activity-recorder.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How a write through this route counts in the user activity log: the action (a POST that
     * changes a record, such as /api/tasks/{id}/close, is an update, 3), or false for none.
     * Default: POST 2, PUT and PATCH 3, DELETE 4.
     */
    activity?: ActivityAction | false;
  }
  interface FastifyInstance {
    /** User activity recorder (server/activity): batched writes of page opens and changes. */
    activity: ActivityRecorder;
  }
}
