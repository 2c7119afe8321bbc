import { useState } from 'react';
import { toast } from 'sonner';
import { f } from '../../../core/resources/fields/f.ts';
import { texts } from '../../../core/texts.ts';
import { ConfirmDialog } from '../../app/ConfirmDialog.tsx';
import { fieldInputs } from '../../fields/field-inputs.ts';
import type { FormPanelProps } from '../../form/form-extensions.ts';
import { type Audience, type MailingErrorRow, type MailingJob, mailingApi } from './mailing-api.ts';
import { MailingResults } from './MailingResults.tsx';
import { useMailingJob } from './useMailingJob.ts';

const pickedField = f.refs('contractors', { label: 'Контрагенты' });
const RefsInput = fieldInputs.refs;

/** A job's error as a person reads it: the server's Russian reason, or an old raw one marked technical. */
const reasonOf = (error: string | null) =>
  !error ? '' : /[А-Яа-яЁё]/.test(error) ? error : `техническая причина: ${error}`;

/**
 * The card's one line about its sending job (issue 23 item 7: «в очереди» stood beside the failure
 * notice, and a reload showed «Ошибка: connect ECONNREFUSED 127.0.0.1:9»): queued, running, an
 * attempt failed and will be retried, failed for good (spec 02 §8 'Ошибка массовой рассылки'), done.
 */
export function jobLine(job: MailingJob): string {
  if (job.done && job.failed) return `${texts.massMailingFailed}: ${reasonOf(job.error)}`;
  if (job.done) return `${job.result?.notice?.text ?? ''}: отправлено ${job.result?.sent ?? 0}`;
  if (job.error) return `Попытка не удалась: ${reasonOf(job.error)} Рассылка повторится сама.`;
  return `Рассылка идёт: ${job.progress ? `${job.progress.done} из ${job.progress.total}` : 'в очереди'}`;
}

/** The request's audience from the form: picked contractors, or the contractors list's filter. */
export function audienceOf(mode: 'filter' | 'picked', filter: string, search: string, picked: number[]): Audience {
  return mode === 'picked' ? { contractor_ids: picked } : { filter: filter.trim(), search: search.trim() };
}

/** Recipients, «Разослать» after 'Вы уверены?' (spec 02 §8), the job's progress and its result rows. */
export function MailingSend({ id, values, readOnly, accept }: FormPanelProps) {
  const [mode, setMode] = useState<'filter' | 'picked'>('filter');
  const [filter, setFilter] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [asking, setAsking] = useState(false);
  const [jobId, setJobId] = useState<number | null>((values.job_id as number | null) ?? null);
  const job = useMailingJob(jobId);
  const running = !!jobId && !job?.done;
  const rows = (job?.done ? job.result?.errors : (values.error_data as MailingErrorRow[] | undefined)) ?? [];

  const send = async () => {
    setAsking(false);
    try {
      const answer = await mailingApi.send(id, audienceOf(mode, filter, search, picked));
      setJobId(answer.job_id);
      accept({ id, job_id: answer.job_id }, ['job_id']);
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  return (
    <div className="mailing-send">
      {!readOnly && !values.sent_to_yourself && (
        <div role="radiogroup" aria-label="Получатели">
          <label>
            <input
              type="radio"
              name="mailing-audience"
              checked={mode === 'filter'}
              onChange={() => setMode('filter')}
            />
            По фильтру списка контрагентов
          </label>
          <label>
            <input
              type="radio"
              name="mailing-audience"
              checked={mode === 'picked'}
              onChange={() => setMode('picked')}
            />
            Выбранные контрагенты
          </label>
          {mode === 'filter' ? (
            <div className="field-row">
              <label htmlFor="mailing-filter">Фильтр</label>
              <input
                id="mailing-filter"
                placeholder="как в адресе списка: contractor_type_id=1;is_season=true"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
              />
              <label htmlFor="mailing-search">Поиск</label>
              <input id="mailing-search" value={search} onChange={(e) => setSearch(e.target.value)} />
            </div>
          ) : (
            <div className="field-row">
              <label htmlFor="mailing-picked">Контрагенты</label>
              <RefsInput
                id="mailing-picked"
                field={pickedField}
                value={picked}
                onChange={(v) => setPicked((v as number[]) ?? [])}
              />
            </div>
          )}
        </div>
      )}
      {values.sent_to_yourself === true && <p>Проверочная рассылка: письмо уйдёт только вам.</p>}
      {!readOnly && (
        <button type="button" disabled={running} onClick={() => setAsking(true)}>
          Разослать
        </button>
      )}
      {jobId && job && (
        <p className={`mailing-progress${job.failed || job.error ? ' failed' : ''}`} aria-live="polite">
          {jobLine(job)}
        </p>
      )}
      <MailingResults rows={rows} />
      {asking && (
        <ConfirmDialog text="Вы уверены?" confirmLabel="Разослать" onConfirm={send} onCancel={() => setAsking(false)} />
      )}
    </div>
  );
}
