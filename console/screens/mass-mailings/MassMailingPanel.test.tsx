import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../../core/resources/index.ts';
import { useSession } from '../../stores/session-store.ts';
import type { MailingJob } from './mailing-api.ts';
import { queueMailingFile } from './mailing-file-queue.ts';
import { jobLine } from './MailingSend.tsx';
import { MassMailingPanel } from './MassMailingPanel.tsx';

// Spec 02 §5 'Mass mailing file queue holds 1 file'; §8 confirmations 'Вы уверены?'; mass mailing
// 'завершена с ошибками' (warning) and rows listing contractor, contact and message.

const sent: { method: string; url: string; body: unknown }[] = [];
let jobAnswer: unknown = {
  id: 77,
  done: false,
  failed: false,
  progress: { done: 1, total: 3 },
  result: null,
  error: null,
};

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      sent.push({ method, url, body });
      const json = url.includes('/api/jobs/')
        ? jobAnswer
        : url.includes('mailing_file')
          ? { id: 5, file_name: (body as FormData).get('file') instanceof File ? 'второй.pdf' : '', with_file: true }
          : { job_id: 77, mass_mailing_id: 5, recipients: 3 };
      return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  useSession.setState({ me: { id: 1, is_admin: true, permissions: {}, email: 'a@b.c', name: 'A' } as never });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const file = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });

function openPanel(values: Record<string, unknown> = {}) {
  const accept = vi.fn();
  render(
    <MassMailingPanel
      def={resources.mass_mailings}
      id={5}
      values={{ subject: 'Тарифы', error_data: [], job_id: null, ...values }}
      readOnly={false}
      accept={accept}
    />,
  );
  return accept;
}

describe('the mailing file queue holds one file', () => {
  it('keeps only the last file picked and never an empty one', () => {
    const first = file('первый.pdf');
    const second = file('второй.pdf');
    expect(queueMailingFile([], [first])).toEqual([first]);
    expect(queueMailingFile([first], [second])).toEqual([second]);
    expect(queueMailingFile([], [first, second])).toEqual([second]);
    expect(queueMailingFile([first], [file('пустой.pdf', 0)])).toEqual([first]);
  });

  it('in the card, a second file replaces the first and only it is uploaded', async () => {
    const accept = openPanel();
    const input = document.getElementById('mailing-file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('первый.pdf')] } });
    fireEvent.change(input, { target: { files: [file('второй.pdf')] } });
    expect(screen.getByLabelText('Очередь файлов').textContent).toBe('второй.pdf');
    await act(async () => fireEvent.click(screen.getByText('Загрузить файл')));
    const uploads = sent.filter((r) => r.url.includes('/api/mass_mailings/mailing_file'));
    expect(uploads).toHaveLength(1);
    expect(((uploads[0].body as FormData).get('file') as File).name).toBe('второй.pdf');
    expect(uploads[0].url).toContain('mass_mailing_id=5');
    expect(accept).toHaveBeenCalledWith(expect.objectContaining({ file_name: 'второй.pdf' }), [
      'file_name',
      'with_file',
    ]);
  });
});

describe('«Разослать» asks first', () => {
  it('sends nothing when the answer to «Вы уверены?» is Отмена', () => {
    openPanel();
    fireEvent.click(screen.getByText('Разослать'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Вы уверены?');
    fireEvent.click(screen.getByText('Отмена'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('after confirmation sends the filter, shows the progress, then the result rows', async () => {
    openPanel();
    fireEvent.change(screen.getByLabelText('Фильтр'), { target: { value: 'contractor_type_id=1' } });
    fireEvent.click(screen.getByText('Разослать'));
    const dialog = screen.getByRole('alertdialog');
    await act(async () => fireEvent.click(dialog.querySelector('button.danger') as HTMLButtonElement));
    const post = sent.find((r) => r.url.includes('/api/mass_mailings/mass_mailing_contractors'));
    expect(post?.body).toEqual({ mass_mailing_id: 5, filter: 'contractor_type_id=1', search: '' });
    await waitFor(() => expect(screen.getByText(/Рассылка идёт: 1 из 3/)).toBeTruthy());
    jobAnswer = {
      id: 77,
      done: true,
      failed: false,
      progress: { done: 3, total: 3 },
      result: {
        sent: 2,
        notice: { type: 'warning', text: 'Массовая рассылка завершена с ошибками' },
        errors: [{ contractor_id: 9, contractor: 'ООО Бета', contact: 'Иван, bad@x.ru', message: '550 No such user' }],
      },
      error: null,
    };
    await waitFor(() => expect(screen.getByText(/завершена с ошибками: отправлено 2/)).toBeTruthy(), { timeout: 3000 });
    const table = screen.getByRole('table', { name: 'Ошибки рассылки' });
    expect(table.textContent).toContain('ООО Бета');
    expect(table.textContent).toContain('Иван, bad@x.ru');
    expect(table.textContent).toContain('550 No such user');
  });
});

// Issue 23 item 7: 'a 0-byte file is ignored with no message («Пустой файл не добавлен»); a failed
// mailing shows «в очереди» beside the failure notice and, after a reload, the raw «Ошибка: connect
// ECONNREFUSED 127.0.0.1:9» instead of a Russian explanation.'
describe('what the mailing card says', () => {
  it('says «Пустой файл не добавлен» for an empty file and queues nothing', () => {
    const warning = vi.spyOn(toast, 'warning');
    openPanel();
    fireEvent.change(document.getElementById('mailing-file') as HTMLInputElement, {
      target: { files: [file('пустой.pdf', 0)] },
    });
    expect(warning).toHaveBeenCalledWith('Пустой файл не добавлен: пустой.pdf', expect.anything());
    expect(screen.getByLabelText('Очередь файлов').textContent).toBe('Файл не выбран');
    warning.mockRestore();
  });

  const job = (over: Partial<MailingJob>): MailingJob =>
    ({ id: 7, done: false, failed: false, progress: null, result: null, error: null, ...over }) as MailingJob;

  it('never says «в очереди» once an attempt has failed, and ends with the reason in Russian', () => {
    expect(jobLine(job({}))).toBe('Рассылка идёт: в очереди');
    const reason = 'Почтовый сервер недоступен (127.0.0.1:9): соединение отклонено [ECONNREFUSED].';
    expect(jobLine(job({ error: reason }))).toBe(`Попытка не удалась: ${reason} Рассылка повторится сама.`);
    expect(jobLine(job({ done: true, failed: true, error: reason }))).toBe(`Ошибка массовой рассылки: ${reason}`);
  });

  it('marks a raw reason kept from before as technical, under the Russian heading', () => {
    expect(jobLine(job({ done: true, failed: true, error: 'connect ECONNREFUSED 127.0.0.1:9' }))).toBe(
      'Ошибка массовой рассылки: техническая причина: connect ECONNREFUSED 127.0.0.1:9',
    );
  });
});
