import { AppError } from '../../../core/errors.ts';
import { announceAccessChange } from '../../auth/access-changes.ts';
import { authCache } from '../../auth/auth-cache.ts';
import { endAllAccess } from '../../auth/sessions.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { ResourceHooks } from '../../crud/resource-hooks.ts';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * Staff accounts: the password arrives as password + password_confirmation and is stored only as a
 * scrypt hash; e-mails are kept lower-case; firing a user ends all their sessions and API tokens.
 */
export const usersHooks: ResourceHooks = {
  async beforeSave(_ctx, parsed, existing) {
    const { password, password_confirmation: confirmation } = parsed.extra as Record<string, string | null | undefined>;
    const errors: Record<string, string[]> = {};
    const full: string[] = [];
    if (typeof parsed.values.email === 'string') parsed.values.email = parsed.values.email.toLowerCase();
    if (!existing && !password) {
      errors.password = ['не может быть пустым'];
      full.push('Пароль не может быть пустым');
    }
    if (password) {
      if (password.length < MIN_PASSWORD_LENGTH) {
        errors.password = [`должен быть не короче ${MIN_PASSWORD_LENGTH} символов`];
        full.push(`Пароль должен быть не короче ${MIN_PASSWORD_LENGTH} символов`);
      }
      if (password !== confirmation) {
        errors.password_confirmation = ['не совпадает с паролем'];
        full.push('Подтверждение пароля не совпадает с паролем');
      }
    }
    if (full.length) throw AppError.validation(errors, full);
    if (password) parsed.values.password_hash = await hashPassword(password);
  },
  async afterSave(ctx, id, parsed, existing) {
    // Group, admin flag or name may have changed: the next request re-reads the user, on every
    // instance, and their open sockets are re-checked (a fired user's are closed).
    authCache.forgetUser(id);
    if (parsed.values.fired === true && !existing?.fired) await endAllAccess(ctx.trx, id);
    else if (existing) await announceAccessChange(ctx.trx, { user_id: id });
  },
  async beforeDelete(ctx, existing) {
    if (existing.id === ctx.user.id)
      throw AppError.validation({ base: ['Нельзя удалить самого себя'] }, ['Нельзя удалить самого себя']);
  },
};
