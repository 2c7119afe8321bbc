import { AppError } from '../../../core/errors.ts';
import { fullErrorMessage } from '../../../core/texts.ts';

/** A 422 keyed by the payload field, with the field's name leading the full message. */
export function fieldError(field: string, message: string): AppError {
  return AppError.validation({ [field]: [message] }, [fullErrorMessage(field, message)]);
}
