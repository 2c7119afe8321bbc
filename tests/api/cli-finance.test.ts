import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRoubles } from '../../core/money.ts';
import { type CliBench, startCliBench } from './cli-finance-fixture.ts';
import { createAccounts, orderPicker, paymentRows, someContractor } from './payments-fixture.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { TEST_ADMIN } from './test-users.ts';

// Issue 12 item 7: 'crm accounts pay --ids … | --from file.csv --date dd.MM.yyyy, crm invoices pay
// --orders … --type … --paid-at …, crm accounts send-pdf --ids … [--act] [--dont-send-to-client],
// crm accounts mass-send --ids …, each with --dry-run (the accounts, contractors and sums that would
// change), confirmation, a progress bar, a per-item report (--report out.csv), resume and exit codes.'
let t: TestApp;
let bench: CliBench;
let smtp: SmtpCapture;
let contractor: { id: number; name: string };

beforeAll(async () => {
  // Letters go to a real SMTP server on loopback, which answers 550 for the «refused-…» mailboxes.
  smtp = await startSmtpCapture({ refuse: (address) => address.startsWith('refused-') });
  t = await startTestApp({ mailer: createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent' }) });
  bench = await startCliBench(t);
  contractor = await someContractor(t.db);
}, 60_000);
afterAll(async () => {
  await bench?.close();
  await t?.close();
  await smtp?.close();
});

const amounts = async (ids: number[]) =>
  (await t.db.selectFrom('accounts').select('amount').where('id', 'in', ids).orderBy('id').execute()).map((r) =>
    String(r.amount),
  );

describe('crm accounts pay', { timeout: 180_000 }, () => {
  it('--dry-run prints each account with its contractor and sum and changes nothing', async () => {
    const ids = await createAccounts(t.db, contractor.id, 3, 'CLI-DRY');
    await sql`update accounts set payment_date = '2026-11-02', payed_amount = amount where id = ${ids[2]}`.execute(
      t.db,
    );
    const run = await bench.crm(['accounts', 'pay', '--ids', ids.join(','), '--date', '20.11.2026', '--dry-run']);
    expect(run.code, run.stderr).toBe(0);
    const [a, b, c] = await amounts(ids);
    expect(run.stdout).toContain(
      `Счёт №${ids[0]} (CLI-DRY-1), ${contractor.name}, ${formatRoubles(a)}: будет оплачен 20.11.2026`,
    );
    expect(run.stdout).toContain(
      `Счёт №${ids[1]} (CLI-DRY-2), ${contractor.name}, ${formatRoubles(b)}: будет оплачен 20.11.2026`,
    );
    expect(run.stdout).toContain(
      `Счёт №${ids[2]} (CLI-DRY-3), ${contractor.name}, ${formatRoubles(c)}: уже оплачен 02.11.2026, без изменений`,
    );
    const sum = formatRoubles(BigInt(Math.round(Number(a) * 100)) + BigInt(Math.round(Number(b) * 100)));
    expect(run.stdout).toContain(
      `Пробный запуск: оплатить 2 счёта на сумму ${sum}; без изменений 1. Ничего не изменено.`,
    );
    const rows = await t.db.selectFrom('accounts').select('payment_date').where('id', 'in', ids.slice(0, 2)).execute();
    expect(rows.every((r) => r.payment_date === null)).toBe(true);
    expect(await paymentRows(t.db, 'account_id', ids)).toEqual([]);
  });

  it('pays from a CSV, reports each account (paid, already paid) and posts one ledger row per payment', async () => {
    const ids = await createAccounts(t.db, contractor.id, 3, 'CLI-CSV');
    await t.api('PUT', '/api/accounts/make_payments', await t.loginAs(), {
      account_ids: [ids[1]],
      payment_date: '01.11.2026',
    });
    writeFileSync(
      join(bench.work, 'оплаты.csv'),
      `\uFEFF№;Контрагент\r\n${ids.map((id) => `${id};x`).join('\r\n')}\r\n`,
    );
    const run = await bench.crm([
      'accounts',
      'pay',
      '--from',
      'оплаты.csv',
      '--date',
      '21.11.2026',
      '--yes',
      '--report',
      'отчёт.csv',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Выполнено: 3 из 3 (Счета)');
    const [a, b, c] = (await amounts(ids)).map(formatRoubles);
    const report = readFileSync(join(bench.work, 'отчёт.csv'), 'utf8');
    // Issue 24 item 7: separated by `;` with a BOM, as a Russian Excel opens a CSV.
    expect(report).toBe(
      '\uFEFF№;Контрагент;Сумма;Результат;Сообщение\r\n' +
        `${ids[0]};${contractor.name};${a};выполнено;Счёт №${ids[0]} оплачен\r\n` +
        `${ids[1]};${contractor.name};${b};выполнено;Счёт №${ids[1]} уже оплачен: ничего не изменено\r\n` +
        `${ids[2]};${contractor.name};${c};выполнено;Счёт №${ids[2]} оплачен\r\n`,
    );
    const rows = await paymentRows(t.db, 'account_id', ids);
    expect(rows.map((r) => [Number(r.account_id), r.payment_date])).toEqual([
      [ids[1], '2026-11-01'],
      [ids[0], '2026-11-21'],
      [ids[2], '2026-11-21'],
    ]);
  });

  it('exits 1 for an unknown account (a data error) and 2 on a bad call (bad date, no --yes); nothing paid', async () => {
    const ids = await createAccounts(t.db, contractor.id, 1, 'CLI-BAD');
    const unknown = await bench.crm([
      'accounts',
      'pay',
      '--ids',
      `${ids[0]},99999999`,
      '--date',
      '20.11.2026',
      '--yes',
    ]);
    // Issue 24 item 7: '`accounts pay --ids 99999` exits 2 (usage) for a data error, the README says 1'.
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Не найдены (Счета): №99999999');
    const badDate = await bench.crm(['accounts', 'pay', '--ids', String(ids[0]), '--date', '31.02.2026', '--yes']);
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain('Неверная дата --date «31.02.2026»: нужна дд.мм.гггг');
    const noYes = await bench.crm(['accounts', 'pay', '--ids', String(ids[0]), '--date', '20.11.2026']);
    expect(noYes.code).toBe(2);
    expect(noYes.stderr).toContain('Нужно подтверждение');
    expect(await paymentRows(t.db, 'account_id', ids)).toEqual([]);
  });

  // Issue 24 item 5: 'a Ctrl+C while the CLI starts is swallowed and the batch later runs to completion
  // with exit 0'. Deliver: 'Ctrl+C works at every prompt and at start (exit 130, nothing written)'.
  it('a Ctrl+C pressed while crm starts ends with 130 and pays nothing', async () => {
    const ids = await createAccounts(t.db, contractor.id, 2, 'CLI-START');
    const controller = new AbortController();
    controller.abort('SIGINT');
    const args = ['accounts', 'pay', '--ids', ids.join(','), '--date', '20.11.2026', '--yes'];
    const run = await bench.crm(args, { controller });
    expect(run.code).toBe(130);
    expect(run.stderr).toContain('Прервано (Ctrl+C)');
    expect(await paymentRows(t.db, 'account_id', ids)).toEqual([]);
  });
});

describe('crm invoices pay', { timeout: 180_000 }, () => {
  it('sets the prepayment of each order; a card order is reported as refused and the run exits 1', async () => {
    const pick = orderPicker(t.db);
    const plain = await pick(2, { payment_type: 2, pp_amount: '300.00', p_amount: '900.00' });
    const [card] = await pick(1, { payment_type: 3, p_amount: '500.00' });
    const dry = await bench.crm([
      'invoices',
      'pay',
      '--orders',
      ...plain.map(String),
      '--type',
      'pp',
      '--paid-at',
      '19.11.2026',
      '--dry-run',
    ]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`Заказ №${plain[0]}`);
    expect(dry.stdout).toContain('предоплата 300,00: будет проставлена 19.11.2026');
    expect(dry.stdout).toContain('Пробный запуск: проставить оплату 2 заказа на сумму 600,00');
    const run = await bench.crm([
      'invoices',
      'pay',
      '--orders',
      [...plain, card].join(','),
      '--type',
      'p',
      '--paid-at',
      '19.11.2026',
      '--yes',
      '--report',
      'заказы.csv',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Не выполнено №${card}: Заказы №${card} оплачиваются картой`);
    expect(run.stderr).toContain('Повторить неудачные: crm invoices pay --resume');
    const report = readFileSync(join(bench.work, 'заказы.csv'), 'utf8').split('\r\n');
    expect(report[1]).toContain(`;900,00;выполнено;Заказ №${plain[0]}: оплата проставлена`);
    expect(report[3]).toContain(`;500,00;ошибка;Заказы №${card} оплачиваются картой`);
    expect((await paymentRows(t.db, 'order_id', [...plain, card])).map((r) => [Number(r.order_id), r.amount])).toEqual([
      [plain[0], '900.00'],
      [plain[1], '900.00'],
    ]);
  });
});

describe('crm accounts send-pdf and mass-send', { timeout: 180_000 }, () => {
  /** A contractor whose documents contact has an e-mail, with `n` accounts, each in an act of its own. */
  async function sendable(tag: string, n: number, mailbox = 'buh') {
    const { id } = await t.db
      .insertInto('contractors')
      .values({ name: `ООО «${tag}»` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const contact = await t.db
      .insertInto('contractor_contacts')
      .values({ contractor_id: id, name: 'Бухгалтерия', email: `${mailbox}-${tag}@client.test`, is_doc_contact: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('contractors').set({ doc_contractor_contact_id: contact.id }).where('id', '=', id).execute();
    const ids = await createAccounts(t.db, id, n, tag);
    for (const account of ids) {
      const act = await t.db
        .insertInto('acts')
        .values({ contractor_id: id, number: `А-${account}`, date: '2026-11-20', amount: '100.00' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db.insertInto('act_operations').values({ act_id: act.id, account_id: account }).execute();
    }
    return { ids, email: `${mailbox}-${tag}@client.test` };
  }
  const deliveries = (ids: number[]) =>
    t.db
      .selectFrom('document_deliveries')
      .select(['account_id', 'act_id', 'to_address', 'check_copy', 'result'])
      .where('account_id', 'in', ids)
      .orderBy('account_id')
      .execute();

  it('send-pdf calls send_pdf once per account with its own Idempotency-Key and the account orders', async () => {
    const { ids } = await sendable('CLI-PDF', 2);
    await sql`update accounts set order_ids = '{45,46}' where id = ${ids[0]}`.execute(t.db);
    const before = bench.sent.length;
    const run = await bench.crm([
      'accounts',
      'send-pdf',
      '--ids',
      ...ids.map(String),
      '--act',
      '--dont-send-to-client',
      '--yes',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const calls = bench.sent.slice(before);
    expect(calls.map((c) => c.url)).toEqual(ids.map((id) => `/api/accounts/${id}/send_pdf`));
    expect(calls[0].body).toEqual({
      order_ids: '45,46',
      dont_send_to_client: true,
      send_account: true,
      send_act: true,
      act_id: null,
    });
    expect(new Set(calls.map((c) => c.key)).size).toBe(2);
    expect(calls.every((c) => c.key?.startsWith('crm-batch:'))).toBe(true);
    // «Не отправлять клиенту»: each account and its act went to the user's own address as a copy.
    const sentRows = await deliveries(ids);
    expect(sentRows.map((d) => [d.account_id, d.to_address, d.check_copy, d.result])).toEqual(
      ids.map((id) => [id, TEST_ADMIN.adminEmail, true, 'ok']),
    );
    expect(sentRows.every((d) => d.act_id !== null)).toBe(true);
  });

  it('mass-send posts all accounts once, follows the job to the end and prints its result rows', async () => {
    const { ids, email } = await sendable('CLI-MASS', 2);
    await sql`update accounts set order_ids = '{45}' where id = ${ids[1]}`.execute(t.db);
    const dry = await bench.crm(['accounts', 'mass-send', '--ids', ids.join(','), '--dry-run']);
    expect(dry.stdout).toContain('Пробный запуск: отправить 2 счёта на сумму');
    const before = bench.sent.length;
    expect(bench.sent.length).toBe(before);
    // The test app does not poll the job queue by itself; `npm start` does (JOB_POLL_MS).
    t.app.jobs.start(50);
    const run = await bench.crm([
      'accounts',
      'mass-send',
      '--ids',
      ids.join(','),
      '--act',
      '--yes',
      '--poll-ms',
      '20',
      '--report',
      'рассылка.csv',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const calls = bench.sent.slice(before);
    expect(calls[0]).toMatchObject({
      url: '/api/accounts/mass_send_pdf',
      body: { account_ids: ids, act_account_ids: ids, order_ids: [45], dont_send_to_client: false },
    });
    expect(calls[0].key).toMatch(/^crm-batch:.+:mass-send$/);
    expect(calls.slice(1).length).toBeGreaterThan(0);
    expect(calls.slice(1).every((c) => /^\/api\/jobs\/\d+$/.test(c.url))).toBe(true);
    expect(run.stdout).toContain('PDF отправлены: 2 из 2');
    expect(run.stdout).toContain(
      `Счёт №${ids[0]} (CLI-MASS-1), ООО «CLI-MASS»: доставлено на ${email}, с актом № А-${ids[0]}`,
    );
    expect((await deliveries(ids)).map((d) => [d.account_id, d.to_address, d.result])).toEqual(
      ids.map((id) => [id, email, 'ok']),
    );
    expect(readFileSync(join(bench.work, 'рассылка.csv'), 'utf8')).toContain(`${ids[0]};ООО «CLI-MASS»;`);
  });

  // Issue 24 item 4: 'mass-send exits 1 when any letter failed and prints one readable Russian line
  // per account'. The mail server refuses the contractor's documents mailbox (550).
  it('mass-send whose letters the mail server refuses prints why for each account and exits 1', async () => {
    const { ids, email } = await sendable('CLI-REFUSED', 2, 'refused');
    t.app.jobs.start(50);
    const run = await bench.crm(['accounts', 'mass-send', '--ids', ids.join(','), '--yes', '--poll-ms', '20']);
    expect(run.code, run.stderr).toBe(1);
    for (const id of ids) {
      const line = run.stdout.split('\n').find((l) => l.startsWith(`Счёт №${id} `)) ?? '';
      expect(line).toContain('ООО «CLI-REFUSED»');
      expect(line).toContain(email);
      expect(line).toContain('не доставлено на');
      expect(line).toContain('Почтовый сервер не принял письмо: адрес получателя отклонён (550');
      expect(line).not.toMatch(/error|undefined|null|Can't send/);
    }
    expect(run.stderr).toContain('Не доставлено: 2 счёта из 2');
    expect((await deliveries(ids)).map((d) => d.result)).toEqual(['error', 'error']);
  });
});
