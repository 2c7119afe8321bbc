import { Link } from 'wouter';
import { resources } from '../../../core/resources/index.ts';
import { formatCell } from '../../fields/field-cells.ts';
import type { FormPanelProps } from '../../form/form-extensions.ts';

interface Worker {
  id: number;
  name: string;
  phone: string | null;
  status: number;
}

/** Issue 11 item 6 'Brigades with their individuals': the brigade's workers, each a link to its card. */
export function BrigadeWorkers({ values }: FormPanelProps) {
  const workers = (values.individuals as Worker[] | undefined) ?? [];
  const fields = resources.individuals.fields;
  return (
    <fieldset className="form-panel">
      <legend>Работники бригады ({workers.length})</legend>
      {workers.length === 0 ? (
        <p className="muted">В бригаде нет работников: бригада назначается в карточке работника.</p>
      ) : (
        <ul className="plain-list">
          {workers.map((w) => (
            <li key={w.id}>
              <Link href={`/individuals?id=${w.id}`}>{w.name}</Link> {formatCell(w.phone, fields.phone)} ·{' '}
              {formatCell(w.status, fields.status)}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
