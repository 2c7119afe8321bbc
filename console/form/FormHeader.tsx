import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { Field } from '../../core/resources/fields/field-kinds.ts';
import { formatCell } from '../fields/field-cells.ts';
import { StatusBadge } from '../fields/StatusBadge.tsx';
import { useRefName } from '../fields/inputs/RefInput.tsx';
import type { Values } from './form-values.ts';

function Fact({ field, value }: { field: Field; value: unknown }) {
  const name = useRefName(field.kind === 'ref' ? field.target : '', field.kind === 'ref' ? value : undefined);
  const text = field.kind === 'ref' ? name : formatCell(value, field);
  if (!text) return null;
  return (
    <span className="fact">
      <span className="muted">{field.label}:</span> {text}
    </span>
  );
}

/** The compact head of a form: title, the status as a badge, a few key facts of the record. */
export function FormHeader({ def, title, values }: { def: ResourceDef; title: string; values: Values | null }) {
  const statusKey = def.form?.status;
  const statusField = statusKey ? def.fields[statusKey] : undefined;
  return (
    <div className="form-title">
      <h2 id="form-title">{title}</h2>
      {statusKey && values && statusField?.kind === 'enum' && (
        <StatusBadge field={statusField} value={values[statusKey]} />
      )}
      {values && (def.form?.facts ?? []).map((key) => <Fact key={key} field={def.fields[key]} value={values[key]} />)}
    </div>
  );
}
