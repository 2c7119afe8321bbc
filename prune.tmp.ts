import { readFileSync, writeFileSync } from 'node:fs';
import { actionCatalogue } from './core/actions/index.ts';
const p = 'tests/api/action-catalogue.test.ts';
let s = readFileSync(p, 'utf8');
for (const a of actionCatalogue) s = s.replace(`  '${a.method} ${a.path}',\n`, '');
writeFileSync(p, s);
const m = s.match(/new Set<string>\(\[([\s\S]*?)\]\)/);
console.log('left', m ? m[1].split('\n').filter((l) => l.trim()).length : 'none', 'declared', actionCatalogue.length);
