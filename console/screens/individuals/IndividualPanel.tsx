import type { AnswerOf } from '../../../core/actions/define-action.ts';
import { fireIndividualUntil, restoreFiredIndividual } from '../../../core/actions/defs/individuals.actions.ts';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate, parseRuDate } from '../../../core/format.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import type { FormPanelProps } from '../../form/form-extensions.ts';

const FIRE_FIELDS = ['fired', 'fired_until'] as const;

/**
 * Spec 01 §2 'dialog to fire or restore an individual', §8 'Fire individual: info «Отстранен»;
 * error «Ошибка»', 'Restore individual: «Восстановлен»; error «Ошибка»'.
 */
export function IndividualPanel({ id, values, readOnly, accept }: FormPanelProps) {
  const [until, setUntil] = useState('');
  const call = async (ask: () => Promise<AnswerOf<typeof fireIndividualUntil>>) => {
    try {
      const answer = await ask();
      accept(answer.individual, FIRE_FIELDS);
      toast.info(answer.message, { duration: 3000 });
      setUntil('');
    } catch (e) {
      toast.error(`${texts.error}: ${(e as Error).message}`);
    }
  };
  if (readOnly) return null;
  return (
    <fieldset className="form-panel">
      <legend>Отстранение</legend>
      {values.fired ? (
        <div className="field-row">
          <span>
            Отстранён
            {typeof values.fired_until === 'string' && values.fired_until
              ? ` до ${formatDate(values.fired_until)}`
              : ''}
          </span>
          <button
            type="button"
            className="small"
            onClick={() => call(() => api.call(restoreFiredIndividual, { params: { id } }))}
          >
            Восстановить
          </button>
        </div>
      ) : (
        <div className="field-row">
          <label htmlFor="fire-until">Отстранить до</label>
          <input
            id="fire-until"
            type="text"
            inputMode="numeric"
            placeholder="дд.мм.гггг"
            value={until}
            onChange={(e) => setUntil(e.target.value)}
          />
          <button
            type="button"
            className="small"
            disabled={!parseRuDate(until)}
            onClick={() => call(() => api.call(fireIndividualUntil, { params: { id }, body: { date: until } }))}
          >
            Отстранить
          </button>
        </div>
      )}
    </fieldset>
  );
}
