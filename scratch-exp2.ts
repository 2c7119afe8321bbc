import { readFileSync, writeFileSync, openSync, writeSync, closeSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { execSync } from 'node:child_process';
import { openPGlite } from './server/db/database.ts';
import { sql } from 'kysely';

const dir = '/tmp/disk-exp/mnt/pg';
const seeded = new PGlite({ dataDir: dir, loadDataDir: new Blob([readFileSync('tests/.tmp/migrated-demo.tar')]) });
await seeded.waitReady; await seeded.exec('CHECKPOINT'); await seeded.close();
const database = await openPGlite({ dataDir: dir });
const { db } = database;
await sql`update orders set comment = 'ack-1' where id = (select min(id) from orders)`.execute(db).catch(e=>console.log('pre', e.message));
// ballast
const fd = openSync('/tmp/disk-exp/mnt/ballast', 'w'); const chunk = Buffer.alloc(1 << 16);
try { for (;;) writeSync(fd, chunk); } catch (e) { console.log('ballast full', (e as any).code); } closeSync(fd);
console.log(execSync('df -k /tmp/disk-exp/mnt').toString());
for (let i = 0; i < 2; i++) {
  try { await sql`update orders set comment = md5(random()::text) || repeat('x', 500)`.execute(db); console.log('upd ok', i); }
  catch (e) { console.log('upd failed', i, (e as any).severity, (e as any).code, (e as any).message); if ((e as any).severity === 'PANIC') break; }
}
try { console.log('read', JSON.stringify((await sql`select count(*) from orders`.execute(db)).rows)); } catch (e) { console.log('read failed', (e as any).message); }

const t = setTimeout(() => console.log('close still running after 5s'), 5000);
try { await database.pglite!.close(); console.log('close ok'); } catch (e) { console.log('close failed', (e as any).severity, (e as any).message); }
clearTimeout(t);
try { const again = new PGlite({ dataDir: dir }); await again.waitReady; console.log('reopen ok'); await again.close(); } catch (e) { console.log('reopen failed', String(e).slice(0, 300)); }
rmSync('/tmp/disk-exp/mnt/ballast');
try { const again = new PGlite({ dataDir: dir }); await again.waitReady; console.log('reopen2 ok', JSON.stringify((await again.query("select comment from orders where comment like 'ack%'")).rows)); await again.close(); } catch (e) { console.log('reopen2 failed', String(e).slice(0, 300)); }
process.exit(0);
