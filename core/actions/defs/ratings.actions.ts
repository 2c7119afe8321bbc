import { z } from 'zod';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// Spec 02 §7 'POST /api/ratings/{id}/screenshot: file upload' (the client's rating as a picture) and
// our GET of the same path that shows it. The file column is these actions' alone.

const params = wire.object({ id: wire.id() });

export const uploadRatingScreenshot = defineAction({
  name: 'ratings.screenshot',
  method: 'POST',
  path: '/api/ratings/:id/screenshot',
  title: 'Загрузить скриншот оценки',
  permission: 'signed_in',
  record: { resource: 'ratings', lock: false },
  params,
  transport: 'upload',
  answer: z.object({ id: z.number(), rating_screenshot_file_id: z.number(), url: z.string(), size: z.number() }),
});

export const ratingScreenshot = defineAction({
  name: 'ratings.screenshot_file',
  method: 'GET',
  path: '/api/ratings/:id/screenshot',
  title: 'Скриншот оценки',
  permission: 'signed_in',
  params,
  transport: 'download',
  answer: wire.file(),
});
