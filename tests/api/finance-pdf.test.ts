import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRoubles, toKopecks } from '../../core/money.ts';
import { amountInWords } from '../../core/rules/amount-in-words.rule.ts';
import { pdfText, pdfTextItems } from './pdf-text.ts';
import { type Credentials, startTestApp, type TestApp } from './test-app.ts';

// Issue 12 item 4: 'the account (счёт на оплату) and the act (акт выполненных работ) as real Russian
// business documents: our company's requisites from settings, the contractor's requisites, numbered
// lines, totals in figures and in words (сумма прописью), the VAT line as configured, dates
// dd.MM.yyyy, money 1 234,50 … Tests extract the text from the PDF bytes … and check the Russian content.'
let t: TestApp;
let admin: Credentials;
let contractorId: number;

const ours = {
  legal_name: 'Общество с ограниченной ответственностью «Тестовые грузчики»',
  inn: '7709998877',
  kpp: '770901001',
  ogrn: '1207700123987',
  address: '101000, г. Москва, ул. Мясницкая, д. 1',
  bank_name: 'ПАО «Тестбанк», г. Москва',
  bik: '044525000',
  settlement_account: '40702810000000000777',
  correspondent_account: '30101810000000000000',
  director_name: 'Иванов П. П.',
  accountant_name: 'Сидорова Е. К.',
};

/** Sets the requisites of our entity `type` through the registry resource, as an administrator does. */
async function setRequisites(type: number, patch: Record<string, unknown>) {
  const list = (await t.api('GET', '/api/company_requisites?sort=company_type&order=asc', admin)).json().items;
  const row = list.find((r: { company_type: number }) => r.company_type === type);
  const res = await t.api('PUT', `/api/company_requisites/${row.id}`, admin, { company_requisite: patch });
  expect(res.statusCode, res.body).toBe(200);
}

async function pdfOf(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  const [page] = await pdfText(res.rawPayload);
  return { res, page, flat: page.replace(/\s+/g, ' ') };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAs();
  await setRequisites(1, { ...ours, vat_rate: 20 });
  await setRequisites(2, { ...ours, legal_name: 'ООО «Без НДС»', vat_rate: null });
  const created = await t.api('POST', '/api/contractors', admin, {
    contractor: {
      name: 'ООО «Покупатель»',
      legal_name: 'Общество с ограниченной ответственностью «Покупатель»',
      inn: '5001234567',
      kpp: '500101001',
      doc_address: '141400, Московская обл., г. Химки, ул. Ленина, д. 3',
      company_type: 1,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  contractorId = created.json().id;
});
afterAll(async () => t?.close());

async function newAccount(account: Record<string, unknown>) {
  const res = await t.api('POST', '/api/accounts', admin, { account: { contractor_id: contractorId, ...account } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('GET /api/accounts/{id}/pdf: счёт на оплату', () => {
  it('prints both parties, the bank block, numbered lines, 1 234,50 in figures and words and the VAT inside', async () => {
    const id = await newAccount({
      number: '15',
      date: '2026-11-23',
      amount: '1234.50',
      company_type: 1,
      products: [
        { name: 'Погрузка мебели', unit: 'ч', quantity: 2, price: '500.00', amount: '1000.00' },
        { name: 'Упаковочный материал', unit: 'шт', quantity: 1, price: '234.50', amount: '234.50' },
      ],
    });
    const { res, page, flat } = await pdfOf(`/api/accounts/${id}/pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="____ _15 __ 23.11.2026.pdf"; filename*=UTF-8''${encodeURIComponent('Счёт №15 от 23.11.2026.pdf')}`,
    );
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(flat).toContain('Счёт на оплату №15 от 23.11.2026');
    // Supplier: our entity's requisites as the administrator set them, with the bank block.
    for (const v of Object.values(ours)) expect(flat).toContain(v);
    expect(flat).toContain(`ИНН ${ours.inn}, КПП ${ours.kpp}, ОГРН ${ours.ogrn}, ${ours.address}`);
    expect(flat).toContain('БИК');
    expect(flat).toContain('Получатель');
    // Buyer: the contractor's requisites.
    expect(flat).toContain(
      'Покупатель (Заказчик): Общество с ограниченной ответственностью «Покупатель», ИНН 5001234567, КПП 500101001, 141400, Московская обл., г. Химки, ул. Ленина, д. 3',
    );
    // Numbered lines: №, name, quantity, unit, price, amount, each line on its own row.
    const rows = page.split('\n').map((l) => l.trim());
    expect(rows.findIndex((r) => r.startsWith('1') && r.includes('Погрузка мебели'))).toBeGreaterThan(-1);
    expect(flat).toMatch(/1 ?Погрузка мебели ?2 ?ч ?500,00 ?1 000,00/);
    expect(flat).toMatch(/2 ?Упаковочный материал ?1 ?шт ?234,50 ?234,50/);
    expect(flat).toMatch(/Итого: ?1 234,50/);
    // 1 234,50 × 20 / 120 = 205,75 (kopecks, half away from zero).
    expect(flat).toMatch(/В том числе НДС 20%: ?205,75/);
    expect(flat).toMatch(/Всего к оплате: ?1 234,50/);
    expect(flat).toContain('Всего наименований 2, на сумму 1 234,50 руб.');
    expect(flat).toContain('Одна тысяча двести тридцать четыре рубля 50 копеек');
    expect(flat).toContain(`/ ${ours.director_name} /`);
    expect(flat).toContain(`/ ${ours.accountant_name} /`);
  });

  it('bills the account’s orders in one service line and says «Без НДС» for an entity without VAT', async () => {
    const orders = (await sql<{ id: number }>`select id from orders order by id limit 2`.execute(t.db)).rows;
    const id = await newAccount({
      number: 'С-7/2',
      date: '2026-01-05',
      amount: '2000000',
      company_type: 2,
      order_id: orders[1].id,
      order_ids: [orders[0].id, orders[1].id],
    });
    const { res, flat } = await pdfOf(`/api/accounts/${id}/pdf`);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Счёт №С-7-2 от 05.01.2026.pdf'));
    expect(flat).toContain('Счёт на оплату №С-7/2 от 05.01.2026');
    expect(flat).toContain('ООО «Без НДС»');
    expect(flat).toMatch(
      new RegExp(
        `1 ?Услуги по предоставлению персонала по заказам №${orders[0].id}, №${orders[1].id} ?1 ?усл\\. ?2 000 000,00 ?2 000 000,00`,
      ),
    );
    expect(flat).toMatch(/Без НДС: ?—/);
    expect(flat).not.toContain('В том числе НДС');
    expect(flat).toContain('Два миллиона рублей 00 копеек');
  });

  // Issue 24 item 10: 'at ≥ 1 000 000 000,00 the Цена and Сумма columns of the PDF run into each other'.
  it('keeps the widest amount (999 999 999 999,99) inside its own column and on the page', async () => {
    const wide = '999999999999.99';
    const id = await newAccount({
      number: '17',
      date: '2026-11-23',
      amount: wide,
      company_type: 1,
      products: [{ name: 'Услуги', unit: 'усл.', quantity: 1, price: wide, amount: wide }],
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/accounts/${id}/pdf`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const items = await pdfTextItems(res.rawPayload);
    const printed = formatRoubles(wide);
    // The line's Цена and Сумма: the two figures drawn on one row; the price ends 2 pt before the amount begins.
    const figures = items.filter((i) => i.str === printed);
    const row = figures.filter((a) => figures.some((b) => b !== a && Math.abs(a.y - b.y) < 1));
    expect(row, JSON.stringify(items)).toHaveLength(2);
    const [left, right] = row.sort((a, b) => a.x - b.x);
    expect(left.x + left.width + 2).toBeLessThanOrEqual(right.x);
    // Every figure, the totals' too, ends inside the right margin (A4 is 595 pt wide, margins 40).
    for (const i of items.filter((i) => i.str.includes(printed))) expect(i.x + i.width).toBeLessThanOrEqual(555.5);
    const vat = items.find((i) => /^166 666 666 666,67$/.test(i.str));
    expect(vat, 'VAT 20% inside 999 999 999 999,99').toBeTruthy();
  });

  it('answers 404 for a missing account and for an id that is no number', async () => {
    expect((await t.api('GET', '/api/accounts/987654/pdf', admin)).statusCode).toBe(404);
    expect((await t.api('GET', '/api/accounts/abc/pdf', admin)).statusCode).toBe(404);
  });

  it('refuses a visitor who is not signed in', async () => {
    const id = await newAccount({ number: '16', date: '2026-11-23', amount: '10' });
    expect((await t.api('GET', `/api/accounts/${id}/pdf`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/acts/{id}/pdf: акт выполненных работ', () => {
  it('prints both parties, one line per order, the total in words, VAT, acceptance and signatures', async () => {
    const order = (
      await sql<{ id: number; start_date: string; final_revenue: string; contractor_id: number }>`
        select id, to_char(start_date, 'DD.MM.YYYY') as start_date, final_revenue, contractor_id
        from orders where final_revenue > 0 and act_id is null order by id limit 1`.execute(t.db)
    ).rows[0];
    const created = await t.api('POST', '/api/acts', admin, {
      act: { number: '42', date: '2026-11-30', contractor_id: contractorId, amount: order.final_revenue },
    });
    expect(created.statusCode, created.body).toBe(201);
    const actId = created.json().id;
    await sql`update orders set act_id = ${actId} where id = ${order.id}`.execute(t.db);
    const { res, flat } = await pdfOf(`/api/acts/${actId}/pdf`);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Акт №42 от 30.11.2026.pdf'));
    expect(flat).toContain('Акт выполненных работ (оказанных услуг) №42 от 30.11.2026');
    expect(flat).toContain(`Исполнитель: ${ours.legal_name}, ИНН ${ours.inn}, КПП ${ours.kpp}`);
    expect(flat).toContain('Заказчик: Общество с ограниченной ответственностью «Покупатель», ИНН 5001234567');
    const revenue = formatRoubles(order.final_revenue);
    expect(flat).toMatch(
      new RegExp(`1 ?Услуги грузчиков, заказ №${order.id} от ${order.start_date}[^]*?${revenue} ?${revenue}`),
    );
    expect(flat).toMatch(new RegExp(`Всего: ?${revenue}`));
    expect(flat).toContain(`Всего оказано услуг 1, на сумму ${revenue} руб.`);
    expect(flat).toContain(amountInWords(toKopecks(order.final_revenue)));
    expect(flat).toContain('В том числе НДС 20%');
    expect(flat).toContain(
      'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объему, качеству и срокам оказания услуг не имеет.',
    );
    expect(flat).toContain('ИСПОЛНИТЕЛЬ');
    expect(flat).toContain('ЗАКАЗЧИК');
    expect(flat).toContain(`/ ${ours.director_name} /`);
  });

  it('prints the act’s own lines (products) instead of its orders', async () => {
    const created = await t.api('POST', '/api/acts', admin, {
      act: {
        number: '43',
        date: '2026-11-30',
        contractor_id: contractorId,
        products: [{ name: 'Вывоз мусора', unit: 'рейс', quantity: 1, price: '1500.00', amount: '1500.00' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { flat } = await pdfOf(`/api/acts/${created.json().id}/pdf`);
    expect(flat).toMatch(/1 ?Вывоз мусора ?1 ?рейс ?1 500,00 ?1 500,00/);
    expect(flat).toMatch(/Всего: ?1 500,00/);
    expect(flat).toContain('Одна тысяча пятьсот рублей 00 копеек');
  });

  it('answers 404 for a missing act', async () => {
    const res = await t.api('GET', '/api/acts/987654/pdf', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().error ?? res.body).toContain('Акт №987654 не найден');
  });
});
