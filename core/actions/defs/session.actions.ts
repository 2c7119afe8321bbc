import type { Challenge } from 'altcha-lib';
import { z } from 'zod';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// Signing in and out, the signed-in user, API tokens and the real-time socket (spec §7 'Auth:
// POST /users/sign_in.json {"user": {...}}, DELETE /users/sign_out.json'; DESIGN.md §5).

/** The signed-in user as GET /api/me answers it: what the console and the CLI check permissions by. */
export const currentUserAnswer = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  is_admin: z.boolean(),
  permissions: z.record(z.string(), z.boolean()),
  user_group_id: z.number().nullable(),
  /** Sessions only: the header every write of the browser carries. */
  csrf_token: z.string().optional(),
});
export type CurrentUserAnswer = z.infer<typeof currentUserAnswer>;

export const altchaChallenge = defineAction({
  name: 'auth.altcha_challenge',
  method: 'GET',
  path: '/api/altcha/challenge',
  title: 'Задача проверки «я не робот»',
  permission: 'public',
  answer: z.custom<Challenge>(
    (v) => typeof v === 'object' && v !== null && 'parameters' in v && 'signature' in v,
    'ожидалась задача ALTCHA',
  ),
});

export const signIn = defineAction({
  name: 'auth.sign_in',
  method: 'POST',
  path: '/users/sign_in.json',
  title: 'Вход',
  permission: 'public',
  // Any bad field is the one 401 «Неверный e-mail или пароль», never a 422 saying which.
  body: wire.object({
    user: wire.object({ email: wire.credential(), password: wire.credential() }).catch({ email: '', password: '' }),
    /** The solved ALTCHA challenge (base64 JSON), checked before the password. */
    altcha: z.unknown().optional(),
  }),
  answer: currentUserAnswer.extend({ csrf_token: z.string() }),
});

export const signOut = defineAction({
  name: 'auth.sign_out',
  method: 'DELETE',
  path: '/users/sign_out.json',
  title: 'Выход',
  permission: 'signed_in',
  answer: z.object({ signed_out: z.literal(true) }),
});

export const readMe = defineAction({
  name: 'auth.me',
  method: 'GET',
  path: '/api/me',
  title: 'Текущий пользователь',
  permission: 'signed_in',
  answer: currentUserAnswer,
});

/** An API token as its owner sees it: never the secret, which is shown once, at creation. */
export const apiToken = z.object({
  id: z.number(),
  name: z.string(),
  token_prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});

export const listTokens = defineAction({
  name: 'tokens.list',
  method: 'GET',
  path: '/api/tokens',
  title: 'Мои API-токены',
  permission: 'signed_in',
  answer: z.object({ items: z.array(apiToken) }),
});

export const createToken = defineAction({
  name: 'tokens.create',
  method: 'POST',
  path: '/api/tokens',
  title: 'Новый API-токен',
  permission: 'signed_in',
  body: wire.object({ token: wire.object({ name: wire.text(100, { required: true }) }) }),
  root: 'token',
  labels: { name: 'Название' },
  answer: apiToken.extend({ token: z.string() }),
});

export const revokeToken = defineAction({
  name: 'tokens.revoke',
  method: 'DELETE',
  path: '/api/tokens/:id',
  title: 'Отозвать API-токен',
  permission: 'signed_in',
  params: wire.object({ id: wire.id() }),
  answer: z.object({ id: z.number(), revoked: z.literal(true) }),
});

/** Devise's registration path (spec §7), for admins only (DESIGN.md §8): staff accounts are managed. */
export const registerUser = defineAction({
  name: 'users.register',
  method: 'POST',
  path: '/users.json',
  title: 'Новый пользователь',
  permission: 'admin',
  // The record itself is checked field by field by the registry, as POST /api/users does.
  body: wire.object({ user: z.record(z.string(), z.unknown(), { error: 'ожидался объект «user»' }) }),
  root: 'user',
  answer: wire.record('users'),
});

/** GET /ws: the real-time socket (mounted by the WebSocket plugin with actionConfig). */
export const realtimeSocket = defineAction({
  name: 'realtime.connect',
  method: 'GET',
  path: '/ws',
  title: 'События в реальном времени',
  permission: 'signed_in',
  transport: 'websocket',
  answer: wire.nothing(),
});
