import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderExtraPanels } from '../extra-panels.ts';
import { callIdFromSearch, prefillFromCall } from './call-prefill.ts';
import { ChangesHistoryPanel } from './ChangesHistoryPanel.tsx';
import { ClientChangesPanel } from './ClientChangesPanel.tsx';
import { CommentsPanel } from './CommentsPanel.tsx';
import { FiredIndividualsPanel } from './FiredIndividualsPanel.tsx';
import { OrderFilesPanel } from './OrderFilesPanel.tsx';
import { SendDataPanel } from './SendDataPanel.tsx';

// The order card's extra panels over a stubbed server: each answer below is the shape the API
// tests (tests/api/order-extras-*.test.ts) pin for the same call.

type Handler = (body: unknown) => { status?: number; body: unknown };
let routes: Record<string, Handler> = {};
const calls: { method: string; path: string; body: unknown }[] = [];

const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.text();
  const body = text ? JSON.parse(text) : undefined;
  calls.push({ method: request.method, path: url.pathname, body });
  const handler = routes[`${request.method} ${url.pathname}`];
  const answer = handler ? handler(body) : { status: 404, body: { error: 'нет такого пути' } };
  return new Response(JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers: { 'content-type': 'application/json' },
  });
});

beforeAll(() => vi.stubGlobal('fetch', fetchStub));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  routes = {};
  calls.length = 0;
});

const withToasts = (ui: React.ReactNode) =>
  render(
    <>
      {ui}
      <Toaster />
    </>,
  );
const posted = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe("sending the workers' data (spec 01 §8)", () => {
  const letter = {
    to: 'sklad@client.example',
    subject: 'Данные работников на заказ №7 от 25.12.2026',
    text: '1. Иванов Иван',
  };

  it("shows the letter, sends it, says 'Данные отправлены' and shows the new count", async () => {
    routes = {
      'GET /api/orders/7': () => ({ body: { id: 7, brigade_data_sent_counter: 1 } }),
      'GET /api/orders/7/individuals_data_letter': () => ({ body: letter }),
      'POST /api/orders/7/send_individuals_data_to_contractor': () => ({
        body: { message: 'Данные отправлены', to: letter.to, brigade_data_sent_counter: 2 },
      }),
    };
    withToasts(<SendDataPanel orderId={7} />);
    expect(await screen.findByText('Данные отправлялись клиенту: 1 раз(а)')).toBeTruthy();
    fireEvent.click(screen.getByText('Отправить данные клиенту…'));
    expect(await screen.findByText('Кому: sklad@client.example', { exact: false })).toBeTruthy();
    expect(screen.getByText('1. Иванов Иван')).toBeTruthy();
    fireEvent.click(screen.getByText('Отправить'));
    expect(await screen.findByText('Данные отправлены')).toBeTruthy();
    expect(screen.getByText('Данные отправлялись клиенту: 2 раз(а)')).toBeTruthy();
    expect(posted('/api/orders/7/send_individuals_data_to_contractor')).toHaveLength(1);
  });

  it("says 'Ошибка при отправке данных клиенту' and keeps the count when the server refuses", async () => {
    routes = {
      'GET /api/orders/7': () => ({ body: { id: 7, brigade_data_sent_counter: 0 } }),
      'GET /api/orders/7/individuals_data_letter': () => ({ body: letter }),
      'POST /api/orders/7/send_individuals_data_to_contractor': () => ({
        status: 422,
        body: {
          errors: { base: ['Ошибка при отправке данных клиенту'] },
          full_messages: ['Ошибка при отправке данных клиенту'],
        },
      }),
    };
    withToasts(<SendDataPanel orderId={7} />);
    fireEvent.click(await screen.findByText('Отправить данные клиенту…'));
    fireEvent.click(await screen.findByText('Отправить'));
    expect(await screen.findByText('Ошибка при отправке данных клиенту')).toBeTruthy();
    expect(screen.getByText('Данные клиенту ещё не отправлялись')).toBeTruthy();
  });
});

describe('firing and restoring a worker (spec 01 §8)', () => {
  const fired = {
    id: 1,
    individual_id: 31,
    individual_name: 'Грузчиков Иван',
    fired_until: '2099-12-31',
    comment: null,
    fired_at: '2026-11-23T10:00:00.000Z',
    fired_by_name: 'Ольга Смирнова',
    restored_at: null,
  };

  it("sends the worker and the date typed dd.MM.yyyy, and says 'Отстранен'", async () => {
    let firedNow = false;
    routes = {
      'GET /api/orders/5/get_fired_individuals': () => ({
        body: firedNow
          ? { items: [fired], assigned: [] }
          : { items: [], assigned: [{ order_individual_id: 9, individual_id: 31, name: 'Грузчиков Иван' }] },
      }),
      'POST /api/orders/5/fire_individual': () => {
        firedNow = true;
        return { body: { message: 'Отстранен', items: [fired] } };
      },
    };
    withToasts(<FiredIndividualsPanel orderId={5} />);
    fireEvent.change(await screen.findByLabelText('Работник'), { target: { value: '31' } });
    fireEvent.change(screen.getByLabelText('Отстранить до'), { target: { value: '31.12.2099' } });
    fireEvent.click(screen.getByText('Отстранить'));
    expect(await screen.findByText('Отстранен')).toBeTruthy();
    expect(posted('/api/orders/5/fire_individual')[0].body).toEqual({ individual_id: 31, fired_until: '2099-12-31' });
    expect(await screen.findByText('Грузчиков Иван, до 31.12.2099', { exact: false })).toBeTruthy();
  });

  it("restores with 'Восстановлен', and a refusal reads 'Ошибка' with the reason", async () => {
    let refuse = false;
    routes = {
      'GET /api/orders/5/get_fired_individuals': () => ({ body: { items: [fired], assigned: [] } }),
      'POST /api/orders/5/restore_individual': () =>
        refuse
          ? {
              status: 422,
              body: {
                errors: { individual_id: ['Место работника уже занято другим'] },
                full_messages: ['Место работника уже занято другим'],
              },
            }
          : { body: { message: 'Восстановлен', items: [{ ...fired, restored_at: '2026-11-23T11:00:00.000Z' }] } },
    };
    withToasts(<FiredIndividualsPanel orderId={5} />);
    fireEvent.click(await screen.findByText('Восстановить'));
    expect(await screen.findByText('Восстановлен')).toBeTruthy();
    expect(posted('/api/orders/5/restore_individual')[0].body).toEqual({ individual_id: 31 });
    refuse = true;
    fireEvent.click(await screen.findByText('Восстановить'));
    expect(await screen.findByText('Ошибка')).toBeTruthy();
    expect(await screen.findByText('Место работника уже занято другим')).toBeTruthy();
  });
});

describe("reviewing the client's changes", () => {
  it('shows each change readably and sends the verdict for the one pressed', async () => {
    routes = {
      'GET /api/orders/3/client_changes': () => ({
        body: {
          items: [
            { key: 'fields.start_date', kind: 'field', label: 'Дата', from: '2026-12-25', to: '2026-12-26' },
            {
              key: 'added_prices.0',
              kind: 'added_price',
              label: 'Добавлена строка цены',
              from: null,
              to: '{"work_type_id":50,"workers_amount":2}',
            },
          ],
        },
      }),
      'POST /api/orders/3/review_client_change': () => ({
        body: {
          items: [
            {
              key: 'added_prices.0',
              kind: 'added_price',
              label: 'Добавлена строка цены',
              from: null,
              to: '{"work_type_id":50}',
            },
          ],
        },
      }),
    };
    withToasts(<ClientChangesPanel orderId={3} />);
    expect(await screen.findByText('26.12.2026')).toBeTruthy();
    expect(screen.getByText('тип работ №50, работников: 2')).toBeTruthy();
    fireEvent.click(screen.getAllByText('Разрешить')[0]);
    await waitFor(() => expect(screen.queryByText('26.12.2026')).toBeNull());
    expect(posted('/api/orders/3/review_client_change')[0].body).toEqual({ key: 'fields.start_date', allow: true });
  });
});

describe('the change history', () => {
  it("shows who changed what, dates dd.MM.yyyy and 'Проведение карточки 1' with the status names", async () => {
    routes = {
      'GET /api/orders/4/changes_history': () => ({
        body: {
          items: [
            {
              changed_at: '2026-11-23T09:15:00.000Z',
              user_id: 2,
              user_name: 'Ольга Смирнова',
              changes_data: [
                { field: 'status', label: 'Проведение карточки 1', from: '0', to: '2' },
                { field: 'start_date', label: 'Дата', from: '2027-02-01', to: '2027-02-02' },
                { field: 'prepayment', label: 'Предоплата', from: 'false', to: 'true' },
              ],
            },
          ],
        },
      }),
    };
    render(<ChangesHistoryPanel orderId={4} />);
    expect(await screen.findByText('Проведение карточки 1')).toBeTruthy();
    expect(screen.getByText('Ольга Смирнова')).toBeTruthy();
    expect(screen.getByText('Необработан')).toBeTruthy();
    expect(screen.getByText('Сформирован')).toBeTruthy();
    expect(screen.getByText('02.02.2027')).toBeTruthy();
    expect(screen.getByText('Да')).toBeTruthy();
  });
});

describe('order comments', () => {
  it("marks a worker's comment read and adds an internal comment with Ctrl+Enter", async () => {
    const worker = {
      id: 11,
      kind: 'individual',
      comment: 'Опоздаю',
      created_at: '2026-11-23T08:00:00.000Z',
      user_name: null,
      individual_name: 'Пётр',
      read: false,
    };
    routes = {
      'GET /api/orders/8/comments': () => ({ body: { items: [worker], unread: { individual: 1, internal: 0 } } }),
      'POST /api/orders/8/mark_individual_comment_read': () => ({
        body: { items: [{ ...worker, read: true }], unread: { individual: 0, internal: 0 } },
      }),
      'POST /api/orders/8/internal_comments': (body) => ({
        status: 201,
        body: { id: 12, kind: 'internal', ...(body as object) },
      }),
    };
    withToasts(<CommentsPanel orderId={8} />);
    expect(await screen.findByText('Комментарии работников (новых: 1)')).toBeTruthy();
    fireEvent.click(screen.getByText('Прочитано'));
    await waitFor(() => expect(screen.queryByText('Прочитано')).toBeNull());
    expect(posted('/api/orders/8/mark_individual_comment_read')[0].body).toEqual({ comment_id: 11 });
    const box = screen.getByLabelText(/Новый внутренний комментарий/);
    fireEvent.change(box, { target: { value: 'Клиент просил без опозданий' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(posted('/api/orders/8/internal_comments')).toHaveLength(1));
    expect(posted('/api/orders/8/internal_comments')[0].body).toEqual({ comment: 'Клиент просил без опозданий' });
  });

  it('reads the internal notifications of the order when it has unread ones', async () => {
    routes = {
      'GET /api/orders/9/comments': () => ({ body: { items: [], unread: { individual: 0, internal: 2 } } }),
      'POST /api/orders/9/mark_internal_notifications_read': () => ({
        body: { items: [], unread: { individual: 0, internal: 0 } },
      }),
    };
    render(<CommentsPanel orderId={9} />);
    await waitFor(() => expect(posted('/api/orders/9/mark_internal_notifications_read')).toHaveLength(1));
  });
});

describe('instruction and timesheet files', () => {
  it('links the file an order has and offers an upload for the one it lacks', async () => {
    routes = { 'GET /api/orders/6': () => ({ body: { id: 6, instruct_file_id: 3, timesheet_file_id: null } }) };
    render(<OrderFilesPanel orderId={6} />);
    expect((await screen.findByText('Скачать')).getAttribute('href')).toBe('/api/orders/6/instruct_file');
    expect(screen.getByText('нет файла')).toBeTruthy();
    expect(screen.getByText('Заменить')).toBeTruthy();
    expect(screen.getByText('Загрузить')).toBeTruthy();
  });
});

describe('the panel list and the call prefill', () => {
  it('names every panel once, in Russian', () => {
    const keys = orderExtraPanels.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of orderExtraPanels) expect(p.title).toMatch(/^[А-ЯЁ]/);
  });

  it("spec 01 §2 'call_id (prefills contractor and client from that call)'", async () => {
    expect(callIdFromSearch('?call_id=42&id=1')).toBe(42);
    expect(callIdFromSearch('?call_id=abc')).toBeNull();
    routes = { 'GET /api/calls/42': () => ({ body: { id: 42, contractor_id: 5, contact_id: 17 } }) };
    expect(await prefillFromCall(42)).toEqual({ contractor_id: 5, client_id: 17 });
  });
});
