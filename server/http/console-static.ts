import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate.ts';

export interface ConsoleOptions {
  /** The Vite output, `dist/console`. */
  distDir: string;
}

/** Vite puts content-hashed files under assets/: a new build gets new names, so they never go stale. */
const HASHED_PREFIX = `assets${sep}`;
const YEAR_SECONDS = 365 * 86_400;
const csrfMeta = /<meta\s+name=["']csrf-token["'][^>]*>/i;

const notBuiltPage = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>CRM: консоль не собрана</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto">
<h1>Консоль не собрана</h1>
<p>Выполните <code>npm run build:console</code> (или перезапустите <code>npm start</code>: сервер соберёт её сам) и обновите страницу.</p>
<p>API работает: <code>/api/…</code>, <code>/ws</code>.</p>
</body></html>
`;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function fileStat(path: string) {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built console at `/`. Real files come from the build; any other GET that is not an
 * API path is a history-style console URL (/orders, /calc/browse) and gets index.html with the
 * session's CSRF token in `<meta name="csrf-token">`, so a reload keeps writes working.
 */
export async function registerConsole(app: FastifyInstance, options: ConsoleOptions) {
  const distDir = resolve(options.distDir);
  const indexPath = join(distDir, 'index.html');
  let cachedIndex: { mtimeMs: number; html: string } | null = null;

  async function indexHtml(): Promise<string | null> {
    const s = await fileStat(indexPath);
    if (!s) return null;
    if (cachedIndex?.mtimeMs !== s.mtimeMs)
      cachedIndex = { mtimeMs: s.mtimeMs, html: await readFile(indexPath, 'utf8') };
    return cachedIndex.html;
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const html = await indexHtml();
    if (html === null) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage);
    const user = await authenticate(app.db, request);
    const token = user?.via === 'session' ? (user.csrfToken ?? '') : '';
    const meta = `<meta name="csrf-token" content="${escapeAttribute(token)}">`;
    const page = csrfMeta.test(html)
      ? html.replace(csrfMeta, () => meta)
      : html.replace(/<head[^>]*>/i, (h) => h + meta);
    // The page carries this session's CSRF token: never stored by a shared cache, always revalidated.
    // Its CSP and the other security headers come from security-headers.ts, on every answer.
    return reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(page);
  }

  await app.register(async (scope) => {
    // serve: false: only reply.sendFile; the routes below decide what is a file and what is a page.
    // suppressWarning: a missing build is expected before the first build and answered with notBuiltPage.
    await scope.register(fastifyStatic, { root: distDir, serve: false, suppressWarning: true });

    scope.get('/', { config: { permission: 'public' } }, sendIndex);
    scope.get('/*', { config: { permission: 'public' } }, async (request, reply) => {
      const relative = (request.params as { '*': string })['*'];
      if (relative === 'api' || relative.startsWith('api/')) return reply.callNotFound();
      const file = resolve(distDir, relative);
      if (file.startsWith(distDir + sep) && file !== indexPath && (await fileStat(file))) {
        const hashed = file.slice(distDir.length + 1).startsWith(HASHED_PREFIX);
        return reply.sendFile(
          file.slice(distDir.length + 1),
          hashed ? { maxAge: YEAR_SECONDS * 1000, immutable: true } : { maxAge: 3_600_000 },
        );
      }
      // A missing file (an old hashed chunk after a redeploy) must 404, not become HTML the browser runs as JS.
      if (/\.[a-z0-9]+$/i.test(relative)) return reply.callNotFound();
      return sendIndex(request, reply);
    });
  });
}
