import { type CurrentUserAnswer, revokeToken } from '../../core/actions/defs/session.actions.ts';
import { type CliApi, connect } from '../api/connect.ts';
import { signInForToken } from '../api/sign-in.ts';
import { usageError } from '../cli-error.ts';
import { readConfig, removeConfig, resolveConnection, serverUrl, writeConfig } from '../config/config-store.ts';
import type { Io } from '../io.ts';

export interface LoginArgs {
  url?: string;
  email?: string;
}

async function credential(value: string | undefined, io: Io, label: string, mask: boolean, hint: string) {
  if (value) return value;
  if (!io.interactive) throw usageError(`Не задан ${label}: ${hint}`);
  const typed = (await io.ask(label, mask)).trim();
  if (!typed) throw usageError(`Не задан ${label}`);
  return typed;
}

/**
 * Signs in and stores a bearer token for this machine. The password is asked or read from
 * CRM_PASSWORD, never taken from the command line, where other users could see it in `ps`.
 */
export async function handleLogin(args: LoginArgs, io: Io, env: NodeJS.ProcessEnv = process.env) {
  const url = serverUrl(args.url, env);
  const email = await credential(args.email ?? env.CRM_EMAIL, io, 'E-mail', false, 'укажите --email или CRM_EMAIL');
  const password = await credential(env.CRM_PASSWORD, io, 'Пароль', true, 'задайте CRM_PASSWORD');
  const previous = readConfig(env);
  const issued = await signInForToken(url, email, password);
  const path = writeConfig({ url, token: issued.token, token_id: issued.token_id, email }, env);
  // The replaced token would otherwise stay valid and forgotten on the server.
  if (previous && previous.url === url && previous.token_id !== issued.token_id)
    await connect({ url, token: previous.token })
      .client.call(revokeToken, { params: { id: previous.token_id } })
      .catch(() => undefined);
  io.stdout.write(`Вход выполнен: ${email} на ${url}\nТокен «${issued.name}» сохранён в ${path}\n`);
  return { url, email, tokenId: issued.token_id, path };
}

/** Revokes the stored token on the server and forgets it here, even when the server already had. */
export async function handleLogout(io: Io, env: NodeJS.ProcessEnv = process.env) {
  const stored = readConfig(env);
  if (!stored) {
    io.stdout.write('Вход не был выполнен: сохранённого токена нет\n');
    return { revoked: false };
  }
  let revoked = true;
  try {
    await connect({ url: stored.url, token: stored.token }).client.call(revokeToken, {
      params: { id: stored.token_id },
    });
  } catch {
    revoked = false;
  }
  removeConfig(env);
  io.stdout.write(
    revoked
      ? `Выход выполнен: токен отозван на ${stored.url}\n`
      : `Токен удалён с этого компьютера; отозвать его на ${stored.url} не удалось (уже отозван или сервер недоступен)\n`,
  );
  return { revoked };
}

/** 'администратор, группа «Бухгалтерия»': the group by its name, as the console shows it. */
async function roleOf(api: CliApi, me: CurrentUserAnswer): Promise<string> {
  const parts = me.is_admin ? ['администратор'] : [];
  const groupId = me.user_group_id;
  if (typeof groupId === 'number') {
    const groups = (await api.shared().catch(() => null))?.user_groups ?? [];
    const group = groups.find((g) => g.id === groupId);
    parts.push(group ? `группа «${group.name}»` : `группа №${groupId}`);
  }
  return parts.join(', ') || 'без группы';
}

export async function handleWhoami(io: Io, env: NodeJS.ProcessEnv = process.env) {
  const api = connect(resolveConnection(env));
  const me = await api.me();
  const role = await roleOf(api, me);
  const source = env.CRM_TOKEN ? 'CRM_TOKEN' : 'файл настроек';
  io.stdout.write(`${me.email} — ${me.name} (${role})\nСервер: ${api.url}; токен: ${source}\n`);
  return me;
}
