import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { type ApiClient, type ApiClientOptions, createApiClient } from './api-client.ts';

/**
 * A client signed in as the CLI is: `crm login` stores `{url, token, token_id, email}` in
 * $XDG_CONFIG_HOME/crm/config.json (default ~/.config/crm/); CRM_URL and CRM_TOKEN override the
 * file, as they do for the CLI. Node only (the console never imports this file).
 */
export function fromCliConfig(
  options: { env?: NodeJS.ProcessEnv } & Omit<ApiClientOptions, 'baseUrl' | 'headers'> = {},
): ApiClient {
  const { env = process.env, ...rest } = options;
  const path = join(env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config'), 'crm', 'config.json');
  let stored: { url?: unknown; token?: unknown } = {};
  try {
    stored = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`Файл настроек повреждён: ${path}`);
  }
  const url = env.CRM_URL || (typeof stored.url === 'string' ? stored.url : '');
  const token = env.CRM_TOKEN || (typeof stored.token === 'string' ? stored.token : '');
  if (!url || !token)
    throw new Error(`Вход не выполнен: запустите crm login (нет ${path}) или задайте CRM_URL и CRM_TOKEN`);
  return createApiClient({ ...rest, baseUrl: url, headers: () => ({ Authorization: `Bearer ${token}` }) });
}
