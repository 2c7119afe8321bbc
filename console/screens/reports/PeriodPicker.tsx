import { type FormEvent, type RefObject, useEffect, useState } from 'react';
import { formatDate } from '../../../core/format.ts';
import { type Period, readPeriod } from './report-period.ts';

interface Props {
  period: Period;
  fromRef: RefObject<HTMLInputElement | null>;
  onChange(period: Period): void;
  /** After Enter: the focus goes back to the table, where j/k and `[` `]` work. */
  onDone(): void;
}

/** The period as two dd.MM.yyyy fields; Enter applies them. `[` and `]` step months outside the fields. */
export function PeriodPicker({ period, fromRef, onChange, onDone }: Props) {
  const [from, setFrom] = useState(formatDate(period.from));
  const [to, setTo] = useState(formatDate(period.to));
  const [problem, setProblem] = useState('');
  // The fields follow a period chosen by the keys or the URL.
  useEffect(() => {
    setFrom(formatDate(period.from));
    setTo(formatDate(period.to));
    setProblem('');
  }, [period.from, period.to]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readPeriod(from, to);
    if (typeof read === 'string') return setProblem(read);
    setProblem('');
    onChange(read);
    onDone();
  };

  return (
    <form className="period-picker" onSubmit={submit} aria-label="Период">
      <label>
        С{' '}
        <input
          ref={fromRef}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          inputMode="numeric"
          placeholder="дд.мм.гггг"
          aria-invalid={problem.startsWith('Дата «с»') || undefined}
          size={10}
        />
      </label>
      <label>
        по{' '}
        <input
          value={to}
          onChange={(e) => setTo(e.target.value)}
          inputMode="numeric"
          placeholder="дд.мм.гггг"
          aria-invalid={problem.startsWith('Дата «по»') || undefined}
          size={10}
        />
      </label>
      <button type="submit">Показать</button>
      <span className="report-hint">[ ] — предыдущий и следующий месяц, / — к датам</span>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
