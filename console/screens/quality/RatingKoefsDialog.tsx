import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { readRatingKoefs, updateRatingKoefs } from '../../../core/actions/defs/quality.actions.ts';
import type { AppError } from '../../../core/errors.ts';
import { qualityTexts } from '../../../core/quality/quality-texts.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { trapTab } from '../../app/focus-trap.ts';
import { useDialogFocus } from '../../app/useDialogFocus.ts';

interface Koef {
  key: string;
  name: string;
  value: number;
  min: number;
  max: number;
}

const shown = (v: number) => String(v).replace('.', ',');

/**
 * Spec 02 §2 'a settings modal for rating coefficients', 'a list edited as a whole': every
 * coefficient of the quality formulas in one form, saved together; a refused value is named under
 * its field. Read-only for those who may not change them.
 */
export function RatingKoefsDialog({ canEdit, onClose }: { canEdit: boolean; onClose(): void }) {
  const [koefs, setKoefs] = useState<Koef[] | null>(null);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const form = useRef<HTMLFormElement>(null);
  useDialogFocus(form, koefs !== null, onClose);
  useEffect(() => {
    api
      .call(readRatingKoefs)
      .then((answer) => {
        setKoefs(answer.rating_koefs);
        setTyped(Object.fromEntries(answer.rating_koefs.map((k) => [k.key, shown(k.value)])));
      })
      .catch((e: Error) => toast.error(e.message));
  }, []);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!koefs || !canEdit) return onClose();
    try {
      await api.call(
        updateRatingKoefs,
        { body: { rating_koefs: koefs.map((k) => ({ key: k.key, value: typed[k.key] })) } },
        { idempotencyKey: crypto.randomUUID() },
      );
      toast.success(qualityTexts.koefsSaved, { duration: 3000 });
      onClose();
    } catch (err) {
      const app = err as AppError;
      setErrors(app.fieldErrors ?? {});
      setMessages(app.fullMessages ?? [app.message]);
    }
  };
  return (
    <div className="modal-backdrop">
      <form
        ref={form}
        className="modal koefs-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="koefs-title"
        onSubmit={save}
        onKeyDown={(e) => {
          if (trapTab(e.currentTarget, e)) e.preventDefault();
        }}
      >
        <h2 id="koefs-title">Коэффициенты рейтинга</h2>
        {messages.length > 0 && (
          <div className="error-box" role="alert">
            {texts.saveFailed}
            <ul>
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        )}
        {koefs === null ? (
          <p className="muted">Загрузка…</p>
        ) : (
          koefs.map((k) => (
            <div key={k.key} className="field-row">
              <label htmlFor={`koef-${k.key}`}>{k.name}</label>
              <input
                id={`koef-${k.key}`}
                inputMode="decimal"
                readOnly={!canEdit}
                aria-invalid={errors[`rating_koefs.${k.key}`] ? true : undefined}
                aria-describedby={errors[`rating_koefs.${k.key}`] ? `koef-${k.key}-error` : undefined}
                value={typed[k.key] ?? ''}
                onChange={(e) => setTyped((t) => ({ ...t, [k.key]: e.target.value }))}
              />
              <span className="muted">
                от {shown(k.min)} до {shown(k.max)}
              </span>
              {errors[`rating_koefs.${k.key}`] && (
                <span id={`koef-${k.key}-error`} className="field-error">
                  {errors[`rating_koefs.${k.key}`].join('; ')}
                </span>
              )}
            </div>
          ))
        )}
        <div className="buttons">
          {canEdit && (
            <button type="submit" className="primary">
              Сохранить
            </button>
          )}
          <button type="button" onClick={onClose}>
            {canEdit ? 'Отмена' : 'Закрыть'}
          </button>
        </div>
      </form>
    </div>
  );
}
