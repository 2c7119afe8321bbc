import type { ReactNode } from 'react';
import type { FieldErrors } from '../../core/errors.ts';
import type { InputComponent } from '../fields/scalar-inputs.ts';
import { FieldRow } from './FieldRow.tsx';
import type { Values } from './form-values.ts';
import type { ShownSection } from './form-sections.ts';

interface Props {
  sections: ShownSection[];
  open: ReadonlySet<string>;
  values: Values;
  errors: FieldErrors | undefined;
  readOnly: boolean;
  /** Inputs that replace the field kind's for some fields (a screen of its own). */
  inputs?: Partial<Record<string, InputComponent>>;
  onToggle(key: string, open: boolean): void;
  onChange(name: string, value: unknown): void;
  /** Sections a screen adds after the fields (CardExtraSections). */
  extra?: ReactNode;
}

/**
 * The form's fields in collapsible groups (Alt+digit opens and enters one). A folded group keeps
 * its inputs mounted, so what was typed there is saved too. One section needs no heading.
 */
export function FormSections({ sections, open, values, errors, readOnly, inputs, onToggle, onChange, extra }: Props) {
  const rows = (s: ShownSection) =>
    s.entries.map(([name, field]) => (
      <FieldRow
        key={name}
        name={name}
        field={field}
        value={values[name]}
        record={values}
        errors={errors}
        disabled={readOnly}
        input={inputs?.[name]}
        onChange={(v) => onChange(name, v)}
      />
    ));
  if (sections.length === 1)
    return (
      <div className="form-body">
        {rows(sections[0])}
        {extra}
      </div>
    );
  return (
    <div className="form-body sectioned">
      {sections.map((s, i) => (
        <details
          key={s.key}
          className="form-section"
          data-section={s.key}
          open={open.has(s.key)}
          onToggle={(e) => {
            const now = e.currentTarget.open;
            if (now !== open.has(s.key)) onToggle(s.key, now);
          }}
        >
          <summary>
            {s.label}
            {i < 9 && <kbd>Alt+{i + 1}</kbd>}
          </summary>
          <div className="section-fields">{rows(s)}</div>
        </details>
      ))}
      {extra}
    </div>
  );
}
