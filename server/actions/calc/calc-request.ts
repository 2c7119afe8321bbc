import { AppError, type FieldErrors } from '../../../core/errors.ts';
import { type GetCostRequest, getCostSchema } from '../../../core/calc/get-cost.schema.ts';
import { errorKey } from '../../../core/resources/write-schema.ts';
import { texts } from '../../../core/texts.ts';

class Refusal {
  readonly errors: FieldErrors = {};
  readonly full: string[] = [];

  add(key: string, message: string, full = message) {
    this.errors[key] = [...(this.errors[key] ?? []), message];
    this.full.push(full);
  }

  throwIfAny() {
    if (this.full.length) throw AppError.validation(this.errors, this.full);
  }
}

/** One refusal for one field, in the 422 shape. */
export function refuse(key: string, message: string): AppError {
  return AppError.validation({ [key]: [message] }, [message]);
}

/**
 * The body of POST /api/calc/get_cost, or the 422 with every problem at once. Spec 02 §5: 'at least
 * one item required' (key cart) and 'every address filled' (keyed per address).
 */
export function parseGetCost(body: unknown): GetCostRequest {
  const refusal = new Refusal();
  const parsed = getCostSchema.safeParse(body ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.length ? errorKey(issue.path as PropertyKey[]) : 'base';
      refusal.add(key, issue.message, `${key}: ${issue.message}`);
    }
    refusal.throwIfAny();
  }
  const request = parsed.data!;
  if (!Object.values(request.cart).some((n) => n > 0)) refusal.add('cart', texts.calcNoItems);
  const addresses = request.shipping.addresses.length ? request.shipping.addresses : [{ address: '' }];
  addresses.forEach((a, i) => {
    if (!a.address)
      refusal.add(
        `shipping.addresses[${i}].address`,
        texts.calcFillAddress,
        `Адрес ${i + 1}: ${texts.calcFillAddress}`,
      );
  });
  refusal.throwIfAny();
  return request;
}

/** Cart text ids the catalogue does not know, named in the 422. */
export function refuseUnknownItems(unknown: readonly string[]): void {
  if (!unknown.length) return;
  throw refuse('cart', `Неизвестные вещи: ${unknown.join(', ')}`);
}
