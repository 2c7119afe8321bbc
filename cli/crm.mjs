#!/usr/bin/env node
// The `crm` executable (package.json "bin"; `npm link` or `npm install -g .` puts it on the PATH).
// 1. The CLI needs Node 22: on an older system Node it runs itself again under the project's own
//    (the `node` devDependency), so `crm` works from any folder whatever `node` the PATH finds.
// 2. It runs the bundle of `npm run build:cli` when that was built from the sources as they are;
//    otherwise the TypeScript sources through tsx (slower to start, never stale).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

if (Number(process.versions.node.split('.')[0]) < 22) {
  const node = ['node', 'node.exe']
    .map((name) => fileURLToPath(new URL(`../node_modules/node/bin/${name}`, import.meta.url)))
    .find((path) => existsSync(path));
  if (!node) {
    process.stderr.write(
      `Ошибка: crm нужен Node.js 22 или новее (сейчас ${process.version}); выполните npm install в папке CRM\n`,
    );
    process.exit(1);
  }
  // The terminal's Ctrl+C reaches the child too; this process only waits for its exit code.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
  const child = spawnSync(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(child.status ?? (child.signal === 'SIGINT' ? 130 : 1));
}

const { freshBundle } = await import('./build/cli-sources.mjs');
const bundle = freshBundle();
if (bundle) await import(bundle);
else {
  // The project's tsconfig is named explicitly: tsx would otherwise look in the caller's directory
  // and compile the Ink views without the automatic JSX runtime.
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
  await import('./main.ts');
}
