import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { countOf } from '../../core/plural.ts';
import { distDir, newestSource, stampFile } from './cli-sources.mjs';

// `npm run build:cli` (issue 24 item 8): the CLI as plain JavaScript in cli/dist/, no TypeScript
// compiler at start. One entry file holds the start path (commander and the command tree); what a
// command needs (the registry, zod, Ink, exceljs…) sits in chunks beside it, read on first use, as
// the source's own lazy imports say. A single file would be parsed whole on every start (6 MB: about
// 3× `node -e 0` here); externals would be loaded whole too (esbuild hoists their imports).

const ENTRY = 'crm.js';
const sources = newestSource();
// Built beside and swapped in whole: a `crm` starting meanwhile finds the old bundle or none (then
// the sources), never half of one.
const building = `${distDir.replace(/dist\/$/, '')}.dist-building-${process.pid}/`;
const result = await build({
  entryPoints: { crm: fileURLToPath(new URL('../main.ts', import.meta.url)) },
  outdir: building,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  jsx: 'automatic',
  minifySyntax: true,
  legalComments: 'none',
  // Ink's React DevTools bridge is for Ink's own development (DEV=true); it is not installed.
  alias: { 'react-devtools-core': fileURLToPath(new URL('./no-devtools.mjs', import.meta.url)) },
  // CommonJS packages inside an ES module call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __crmRequire } from 'node:module'; const require = __crmRequire(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
});
writeFileSync(`${building}${stampFile.slice(distDir.length)}`, `${JSON.stringify({ entry: ENTRY, sources })}\n`);
rmSync(distDir, { recursive: true, force: true });
renameSync(building, distDir);
const outputs = Object.entries(result.metafile.outputs);
const bytes = outputs.reduce((s, [, o]) => s + o.bytes, 0);
const entryBytes = outputs.find(([path]) => path.endsWith(`/${ENTRY}`))?.[1].bytes;
console.log(
  `CLI собран: cli/dist/${ENTRY}${entryBytes ? ` (${Math.round(entryBytes / 1024)} КБ)` : ''} и ${countOf(outputs.length - 1, ['часть', 'части', 'частей'])}, всего ${(bytes / 1024 / 1024).toFixed(1)} МБ`,
);
