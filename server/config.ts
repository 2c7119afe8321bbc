import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_RESERVE_MB } from './db/disk-space.ts';
import { type FilesConfig, filesFromEnv } from './files/files-config.ts';
import { defaultRateLimits, type RateLimits } from './http/rate-limit-config.ts';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail: string;
  adminPassword: string;
  /** Largest ALTCHA counter the browser must reach: the proof-of-work size. */
  altchaDifficulty: number;
  smtpUrl?: string;
  /** MAIL_FROM: the sender of outgoing letters. */
  mailFrom?: string;
  secretKey: string;
  /** Secure cookies when served over HTTPS (behind a proxy). */
  secureCookies: boolean;
  /** Origins besides the server's own whose pages may open /ws (the console behind another host name). */
  allowedOrigins: string[];
  /** Map tile URL template; the console's Content-Security-Policy lets images come from its host. */
  mapTileUrl: string;
  /** JOB_POLL_MS: how often background jobs (mass sends, mailings) are looked for. */
  jobPollMs: number;
  /** WHATSAPP_API_URL and WHATSAPP_TOKEN: the WhatsApp gateway of mass mailings; unset, messages go to DATA_DIR/outbox/whatsapp. */
  whatsappApiUrl?: string;
  whatsappToken?: string;
  /** PUBLIC_URL: the CRM's address from outside (https://crm.example.ru); WhatsApp messages link the mailing's file there. */
  publicUrl?: string;
  /** TELEPHONY_RECORD_URL / TELEPHONY_USER / TELEPHONY_PASSWORD: the PBX's recordings, fetched by the server only. */
  telephony: { recordUrl?: string; user?: string; password?: string };
  /** RATE_LIMIT_*: requests per minute of each limited class; 0 turns one off. */
  rateLimits: RateLimits;
  /** TRUST_PROXY: reverse proxies whose X-Forwarded-For is believed (the client's address for limits and logs). */
  trustProxy?: string[];
  /** FILES_URL (+ S3_*): uploaded files in DATA_DIR/files, another folder, or an S3-compatible store. */
  files: FilesConfig;
}

export const defaults = {
  port: 3000,
  host: '127.0.0.1',
  dataDir: './data',
  adminEmail: 'admin@crm.local',
  adminPassword: 'admin12345',
  // About a second of solving in a browser with Web Crypto (SHA-256, one hash per attempt).
  altchaDifficulty: 50_000,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  jobPollMs: 1000,
};

/** SECRET_KEY from the environment, else generated once and kept in DATA_DIR/secret_key (mode 0600). */
function secretKey(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  const file = join(dataDir, 'secret_key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

function intFromEnv(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} должно быть целым положительным числом, получено «${value}»`);
  return n;
}

/** A count that may be 0 (a limit turned off). */
function countFromEnv(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} должно быть целым числом не меньше 0, получено «${value}»`);
  return n;
}

/** The environment variable of each rate-limit class (per minute). */
export const rateLimitEnv: Record<keyof RateLimits, string> = {
  signIn: 'RATE_LIMIT_SIGN_IN',
  tokens: 'RATE_LIMIT_TOKENS',
  webhooks: 'RATE_LIMIT_WEBHOOKS',
  uploads: 'RATE_LIMIT_UPLOADS',
  apiPerUser: 'RATE_LIMIT_API_PER_USER',
  apiPerAddress: 'RATE_LIMIT_API_PER_ADDRESS',
};

function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits {
  const entries = Object.entries(rateLimitEnv).map(([key, name]) => [
    key,
    countFromEnv(env[name], name, defaultRateLimits[key as keyof RateLimits]),
  ]);
  return Object.fromEntries(entries) as RateLimits;
}

/** ALLOWED_ORIGINS: comma-separated `scheme://host[:port]`; a typo stops the start rather than locking the console out. */
function originsFromEnv(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    // An origin is scheme, host and port only: a path, query or user would never match a browser's Origin.
    if (!url || url.origin === 'null' || url.pathname !== '/' || url.search || url.hash || url.username)
      throw new Error(`ALLOWED_ORIGINS: «${entry}» не похоже на адрес сайта вида https://crm.example.ru`);
    // Browsers send the origin serialised (lower-case host, no default port): compare in that form.
    return url.origin;
  });
}

/**
 * TRUST_PROXY: the reverse proxies (addresses or CIDR ranges) whose X-Forwarded-For names the client.
 * Unset, the connection's address is the client's: behind a proxy every request would then come from
 * the proxy, and the per-address limits (sign-in!) would count the whole office as one address.
 */
function trustedProxiesFromEnv(value: string | undefined): string[] | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits)))
      throw new Error(`TRUST_PROXY: «${entry}» — не адрес и не сеть (нужно, например, 127.0.0.1 или 10.0.0.0/8)`);
  }
  return entries.length ? entries : undefined;
}

/** TELEPHONY_RECORD_URL: an http(s) address without a user in it (TELEPHONY_USER/PASSWORD hold those). */
function recordUrlFromEnv(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password)
    throw new Error(
      `TELEPHONY_RECORD_URL: «${value}» не похоже на адрес вида https://pbx.example.ru/records/ (логин и пароль — в TELEPHONY_USER и TELEPHONY_PASSWORD)`,
    );
  return url.toString();
}

/**
 * The embedded database's disk (issue 26): DATA_DIR, DISK_RESERVE_MB (free space kept, see
 * db/disk-space.ts) and CHECKPOINT_EVERY_MS (the periodic CHECKPOINT, default a minute). Read
 * apart from loadConfig, which already writes to the data dir (secret_key), so a full disk is
 * reported before anything tries to write there.
 */
export function diskConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    dataDir: resolve(env.DATA_DIR || defaults.dataDir),
    reserveMb: countFromEnv(env.DISK_RESERVE_MB, 'DISK_RESERVE_MB', DEFAULT_RESERVE_MB),
    checkpointEveryMs: intFromEnv(env.CHECKPOINT_EVERY_MS, 'CHECKPOINT_EVERY_MS', 60_000),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR || defaults.dataDir);
  return {
    port: intFromEnv(env.PORT, 'PORT', defaults.port),
    host: env.HOST || defaults.host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || defaults.adminEmail,
    adminPassword: env.ADMIN_PASSWORD || defaults.adminPassword,
    altchaDifficulty: intFromEnv(env.ALTCHA_DIFFICULTY, 'ALTCHA_DIFFICULTY', defaults.altchaDifficulty),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    secretKey: secretKey(env, dataDir),
    secureCookies: env.SECURE_COOKIES === '1' || env.SECURE_COOKIES === 'true',
    allowedOrigins: originsFromEnv(env.ALLOWED_ORIGINS),
    mapTileUrl: env.MAP_TILE_URL || defaults.mapTileUrl,
    jobPollMs: intFromEnv(env.JOB_POLL_MS, 'JOB_POLL_MS', defaults.jobPollMs),
    whatsappApiUrl: env.WHATSAPP_API_URL || undefined,
    whatsappToken: env.WHATSAPP_TOKEN || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    telephony: {
      recordUrl: recordUrlFromEnv(env.TELEPHONY_RECORD_URL),
      user: env.TELEPHONY_USER || undefined,
      password: env.TELEPHONY_PASSWORD || undefined,
    },
    rateLimits: rateLimitsFromEnv(env),
    files: filesFromEnv(env, dataDir),
    trustProxy: trustedProxiesFromEnv(env.TRUST_PROXY),
  };
}
