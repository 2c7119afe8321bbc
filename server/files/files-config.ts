import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileStorage } from './file-storage.ts';
import { localDiskStorage } from './local-disk-storage.ts';
import { type S3Location, s3Storage } from './s3-storage.ts';

/** Where uploaded files live: a local folder (always, for the stores not yet behind FileStorage), and S3 when FILES_URL says so. */
export interface FilesConfig {
  /** The local folder: FILES_URL=file:///path, else DATA_DIR/files. */
  dir: string;
  /** FILES_URL=s3://bucket[/prefix] with S3_ENDPOINT, S3_REGION and the keys from S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY. */
  s3?: S3Location;
}

const filesUrlHint = 'нужен адрес вида s3://корзина/папка или file:///путь/к/папке';
// S3's bucket naming rules (lower case, digits, dots and hyphens, 3 to 63 long); a prefix is plain folder names.
const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const prefixSegment = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * FILES_URL and the S3_* variables; a mistake stops the start with a Russian message naming the
 * variable. Keys are read from their own variables only, and no message repeats a value that could
 * hold one (a URL with a user in it is refused without being quoted).
 */
export function filesFromEnv(env: NodeJS.ProcessEnv, dataDir: string): FilesConfig {
  const value = env.FILES_URL?.trim();
  if (!value) return { dir: join(dataDir, 'files') };
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url && (url.username || url.password))
    throw new Error(
      'FILES_URL: ключи доступа не пишутся в адресе — задайте их в S3_ACCESS_KEY_ID и S3_SECRET_ACCESS_KEY',
    );
  if (url?.protocol === 'file:' && url.pathname !== '/' && !url.search && !url.hash && !url.host)
    return { dir: fileURLToPath(url) };
  if (url?.protocol !== 's3:' || url.search || url.hash) throw new Error(`FILES_URL: «${value}» — ${filesUrlHint}`);
  if (!bucketPattern.test(url.hostname))
    throw new Error(
      `FILES_URL: «${url.hostname}» не подходит как имя корзины S3 (строчные латинские буквы, цифры, точки и дефисы, от 3 до 63 знаков)`,
    );
  // The folder as written: URL parsing would quietly fold «..» away.
  const segments = value.slice('s3://'.length).split('/').slice(1).filter(Boolean);
  if (segments.some((segment) => !prefixSegment.test(segment)))
    throw new Error(
      `FILES_URL: папка «${segments.join('/')}» — только латинские буквы, цифры, «_», «-» и «.» в именах`,
    );
  return {
    dir: join(dataDir, 'files'),
    s3: {
      endpoint: endpointFromEnv(env.S3_ENDPOINT),
      bucket: url.hostname,
      prefix: segments.map((segment) => `${segment}/`).join(''),
      region: env.S3_REGION?.trim() || 'us-east-1',
      ...keysFromEnv(env),
    },
  };
}

/** S3_ENDPOINT: the service's http(s) address alone (buckets go in the path after it). */
function endpointFromEnv(value: string | undefined): string {
  const url = value && URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username)
    throw new Error(
      value
        ? `S3_ENDPOINT: «${url?.username ? url.host : value}» — нужен адрес сервиса вида http://127.0.0.1:9000 или https://storage.example.ru, без пути и без ключей`
        : 'S3_ENDPOINT: не задан адрес S3-сервиса (например http://127.0.0.1:9000), он нужен для FILES_URL=s3://…',
    );
  return url.origin;
}

function keysFromEnv(env: NodeJS.ProcessEnv): Pick<S3Location, 'accessKeyId' | 'secretAccessKey'> {
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID и S3_SECRET_ACCESS_KEY: нужны оба ключа доступа для FILES_URL=s3://…');
  return { accessKeyId, secretAccessKey };
}

/** The one place that chooses the store: the server (main.ts) and the seed (seed-cli.ts) both ask here. */
export function fileStorageFromConfig(config: { files: FilesConfig }): FileStorage {
  return config.files.s3 ? s3Storage(config.files.s3) : localDiskStorage(config.files.dir);
}

/** Where files go, for the start-up lines (never the keys). */
export function describeFiles(files: FilesConfig): string {
  return files.s3 ? `S3 ${files.s3.endpoint}/${files.s3.bucket}/${files.s3.prefix}` : files.dir;
}
