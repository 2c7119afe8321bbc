import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { CliError, usageError } from '../cli-error.ts';

export interface StoredConfig {
  url: string;
  token: string;
  token_id: number;
  email: string;
}

export interface Connection {
  url: string;
  token: string;
  /** Where the token came from: a refusal of a CRM_TOKEN says so, since `crm login` does not replace it. */
  tokenFrom?: 'env' | 'file';
}

export const DEFAULT_URL = 'http://127.0.0.1:3000';

export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(base, 'crm', 'config.json');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): StoredConfig | null {
  const path = configPath(env);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text) as Partial<StoredConfig>;
    if (typeof parsed.url !== 'string' || typeof parsed.token !== 'string') throw new Error('shape');
    return parsed as StoredConfig;
  } catch {
    throw new CliError(`Файл настроек повреждён: ${path}. Удалите его и выполните crm login`);
  }
}

/** The token is a password: the file is 0600 in a 0700 directory, written whole or not at all. */
export function writeConfig(config: StoredConfig, env: NodeJS.ProcessEnv = process.env): string {
  const path = configPath(env);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  chmodSync(dirname(path), 0o700);
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, path);
  return path;
}

export function removeConfig(env: NodeJS.ProcessEnv = process.env): void {
  rmSync(configPath(env), { force: true });
}

/** An http(s) address with a host, or one Russian line (exit 2) instead of fetch's 'Failed to parse URL'. */
export function checkedUrl(text: string, from: string): string {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
    throw usageError(
      `Неверный адрес сервера «${text}» (${from}): нужен вид http://сервер:порт, например ${DEFAULT_URL}`,
    );
  return text.replace(/\/+$/, '');
}

export function serverUrl(explicit: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (explicit) return checkedUrl(explicit, '--url');
  if (env.CRM_URL) return checkedUrl(env.CRM_URL, 'CRM_URL');
  const stored = readConfig(env)?.url;
  return stored ? checkedUrl(stored, configPath(env)) : DEFAULT_URL;
}

/** CRM_URL and CRM_TOKEN override the file, so scripts and CI need no login. */
export function resolveConnection(env: NodeJS.ProcessEnv = process.env): Connection {
  const token = env.CRM_TOKEN || readConfig(env)?.token;
  if (!token) throw new CliError('Вход не выполнен: запустите crm login (или задайте CRM_TOKEN)');
  return { url: serverUrl(undefined, env), token, tokenFrom: env.CRM_TOKEN ? 'env' : 'file' };
}
