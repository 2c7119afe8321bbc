import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// `npx tsx tests/bench/profile-summary.ts data/profiles/X.cpuprofile`: where the CPU went, by part
// of the stack (self time of each sampled frame, idle left out), and the heaviest frames. Given a
// folder of profiles (the API tests' per-file ones), it merges them and lists the busiest files.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** First match wins: [part, test on "url functionName"]. */
const parts: [string, RegExp][] = [
  ['idle', /^ \(idle\)$/],
  ['garbage collection', /\(garbage collector\)/],
  ['PGlite: Postgres itself (WASM)', /^wasm:\/\/|wasm-function/],
  ['PGlite: JS side (protocol, row parsing)', /@electric-sql\//],
  ['pg client (protocol, row parsing)', /node_modules\/(pg|pg-protocol|pg-types|pgpass|pg-pool)\//],
  ['Kysely (building and compiling queries)', /node_modules\/kysely\//],
  ['JSON serialisation', /fast-json-stringify|\bstringify\b|JSON\.stringify|serialize/],
  [
    'Fastify (routing, hooks, replies)',
    /node_modules\/(fastify|find-my-way|avvio|@fastify|light-my-request|fast-querystring|process-warning)/,
  ],
  ['list code (server/crud)', /\/server\/crud\//],
  ['resource hooks (server/domain)', /\/server\/domain\//],
  ['auth, activity, idempotency (server/auth, http, activity)', /\/server\/(auth|http|activity)\//],
  ['zod', /node_modules\/zod\//],
  ['Node: HTTP, sockets, streams', /^node:|^ \((program|root)\)$/],
];

export function summarise(profile: Profile, top = 15) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const frames = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const { callFrame } = byId.get(id)!;
    const key = `${callFrame.url} ${callFrame.functionName}`;
    const part = parts.find(([, test]) => test.test(key))?.[0] ?? 'other (our core, other packages)';
    const ms = profile.timeDeltas[i] / 1000;
    self.set(part, (self.get(part) ?? 0) + ms);
    if (part === 'idle') return;
    busy += ms;
    const frame = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}`;
    frames.set(frame, (frames.get(frame) ?? 0) + ms);
  });
  const rows = [...self].filter(([p]) => p !== 'idle').sort((a, b) => b[1] - a[1]);
  const lines = rows.map(
    ([p, ms]) => `${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(7)} ms  ${p}`,
  );
  lines.push(
    `busy ${busy.toFixed(0)} ms, idle ${(self.get('idle') ?? 0).toFixed(0)} ms`,
    '',
    'heaviest frames (self time):',
  );
  for (const [frame, ms] of [...frames].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${frame}`);
  return lines.join('\n');
}

/** Busy milliseconds of a profile (idle left out). */
function busyMs(profile: Profile): number {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  return profile.samples.reduce((sum, id, i) => sum + (idle.has(id) ? 0 : profile.timeDeltas[i] / 1000), 0);
}

/** The profiles of a folder as one (node ids made distinct), and each file's busy time, largest first. */
function mergeFolder(dir: string): { merged: Profile; files: [string, number][] } {
  const merged: Profile = { nodes: [], samples: [], timeDeltas: [] };
  const files: [string, number][] = [];
  let offset = 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Profile;
    files.push([name.replace(/\.cpuprofile$/, ''), busyMs(profile)]);
    let top = 0;
    for (const node of profile.nodes) {
      merged.nodes.push({ ...node, id: node.id + offset });
      top = Math.max(top, node.id);
    }
    merged.samples.push(...profile.samples.map((id) => id + offset));
    merged.timeDeltas.push(...profile.timeDeltas);
    offset += top + 1;
  }
  return { merged, files: files.sort((a, b) => b[1] - a[1]) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [path, top] = [process.argv[2], Number(process.argv[3] ?? 15)];
  if (statSync(path).isDirectory()) {
    // A folder of per-file test profiles (tests/api/cpu-profile-setup.ts).
    const { merged, files } = mergeFolder(path);
    console.log(summarise(merged, top));
    console.log('\nbusiest test files:');
    for (const [file, ms] of files.slice(0, top)) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
  } else console.log(summarise(JSON.parse(readFileSync(path, 'utf8')) as Profile, top));
}
