import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { execSync } from 'node:child_process';
import { openPGlite } from './server/db/database.ts';
import { sql } from 'kysely';

const dir = '/tmp/disk-exp/mnt/pg';
const t0 = Date.now();
const seeded = new PGlite({ dataDir: dir, loadDataDir: new Blob([readFileSync('tests/.tmp/migrated-demo.tar')]) });
await seeded.waitReady;
await seeded.exec('CHECKPOINT');
await seeded.close();
console.log('loaded', Date.now() - t0, execSync('df -h /tmp/disk-exp/mnt').toString());
const database = await openPGlite({ dataDir: dir });
const { db } = database;
await sql`create table filler (id serial primary key, t text)`.execute(db);
let n = 0;
try {
  for (;;) {
    await sql`insert into filler (t) select repeat(md5(random()::text), 200) from generate_series(1,200)`.execute(db);
    n++;
  }
} catch (e) {
  console.log('insert failed after', n, e, (e as any).code);
}
console.log(execSync('df -h /tmp/disk-exp/mnt').toString());
try { console.log(await sql`select count(*) from filler`.execute(db)); } catch (e) { console.log('read failed', e); }
try { await sql`insert into filler (t) values ('x')`.execute(db); console.log('small insert ok'); } catch (e) { console.log('small insert failed', (e as any).message); }
const timer = setTimeout(() => { console.log('CHECKPOINT HANG'); process.exit(3); }, 15000);
try { await database.checkpoint(); console.log('checkpoint ok'); } catch (e) { console.log('checkpoint failed', e); }
clearTimeout(timer);

const withTimeout = (p: Promise<unknown>, label: string) => Promise.race([p.then((r) => console.log(label, 'ok', JSON.stringify(r, (k, v) => typeof v === 'bigint' ? String(v) : v)), (e) => console.log(label, 'failed', e.message)), new Promise((r) => setTimeout(() => { console.log(label, 'TIMEOUT'); r(0); }, 3000))]);
await withTimeout(sql`select count(*) from filler`.execute(db), 'read2');
await withTimeout(sql`select 1 as x`.execute(db), 'read3');
await withTimeout(sql`select count(*) from users`.execute(db), 'read4');
execSync('rm -f /tmp/disk-exp/mnt/ballast; true');
await withTimeout(sql`drop table filler`.execute(db), 'drop');
console.log(execSync('df -h /tmp/disk-exp/mnt').toString());
await withTimeout(sql`select count(*) from users`.execute(db), 'read5');
await withTimeout(database.pglite!.close(), 'close');
const t1 = Date.now();
const again = await Promise.race([openPGlite({ dataDir: dir }).then((d) => d, (e) => { console.log('reopen failed', e); return null; }), new Promise((r) => setTimeout(() => r('TIMEOUT'), 30000))]);
console.log('reopen', Date.now() - t1, again === 'TIMEOUT' ? 'TIMEOUT' : again ? 'ok' : 'failed');
if (again && again !== 'TIMEOUT') { await withTimeout(sql`select count(*) from filler`.execute((again as any).db), 're-read'); }
process.exit(0);

