// Plain JavaScript: the launcher (cli/crm.mjs) imports it before any TypeScript can load.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** What the bundle is built from: the CLI, the core it imports, and package.json (version, dependencies). */
const SOURCE_DIRS = ['cli', 'core'];

function newest(dir) {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) max = Math.max(max, newest(path));
    else if (/\.(ts|tsx|mjs|json)$/.test(entry.name) && !entry.name.includes('.test.'))
      max = Math.max(max, statSync(path).mtimeMs);
  }
  return max;
}

/** The newest modification time of the bundle's sources, in ms (a few hundred stats: a few ms). */
export function newestSource() {
  return Math.max(statSync(`${root}package.json`).mtimeMs, ...SOURCE_DIRS.map((d) => newest(`${root}${d}`)));
}

export const distDir = `${root}cli/dist/`;
export const stampFile = `${distDir}build-stamp.json`;

/** The bundle's entry when it was built from the sources as they are now; null when missing or older. */
export function freshBundle() {
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    return stamp.sources >= newestSource() ? `${distDir}${stamp.entry}` : null;
  } catch {
    return null;
  }
}
