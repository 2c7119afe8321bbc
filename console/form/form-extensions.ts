import type { ComponentType } from 'react';
import type { Row } from '../../core/api/api-client.ts';
import type { AppError } from '../../core/errors.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import type { Values } from './form-values.ts';

export interface FormPanelProps {
  def: ResourceDef;
  id: number;
  values: Values;
  readOnly: boolean;
  /** Takes the server's values of these fields after an action (a file uploaded, a worker fired) without marking the form edited. */
  accept(record: Row, keys: readonly string[]): void;
}

/** A question a refused save may raise (spec 01 §5: the duplicate passport's «Показать в новом окне?»). */
export interface SaveQuestion {
  text: string;
  confirmLabel: string;
  onConfirm(): void;
}

/**
 * What a resource's form has beyond the registry's fields, as a named module under
 * console/screens/<area>/ (never an `if (def.name === …)` in the generic form): a panel of its
 * special calls below the sections, and a question for a refused save.
 */
export interface FormExtension {
  Panel?: ComponentType<FormPanelProps>;
  saveQuestion?(error: AppError, values: Values, id: number | undefined): Promise<SaveQuestion | null>;
}
