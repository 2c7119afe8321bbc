import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { CliError } from '../cli-error.ts';

export interface StoredConfig {
  url: string;
  token: string;
  token_id: number;
  email: string;
}

export interface Connection {
  url: string;
  token: string;
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

export function serverUrl(explicit: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const url = explicit || env.CRM_URL || readConfig(env)?.url || DEFAULT_URL;
  return url.replace(/\/+$/, '');
}

/** CRM_URL and CRM_TOKEN override the file, so scripts and CI need no login. */
export function resolveConnection(env: NodeJS.ProcessEnv = process.env): Connection {
  const token = env.CRM_TOKEN || readConfig(env)?.token;
  if (!token) throw new CliError('Вход не выполнен: запустите crm login (или задайте CRM_TOKEN)');
  return { url: serverUrl(undefined, env), token };
}
