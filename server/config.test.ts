import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaults, loadConfig } from './config.ts';
import { describeFiles } from './files/files-config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'crm-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'k', ...env });

describe('ALLOWED_ORIGINS and MAP_TILE_URL', () => {
  it('reads a comma-separated origin list in the form browsers send it', () => {
    expect(load({}).allowedOrigins).toEqual([]);
    expect(
      load({ ALLOWED_ORIGINS: ' https://crm.example.ru/ , http://10.0.0.5:8080,HTTPS://CRM2.example.ru:443' })
        .allowedOrigins,
    ).toEqual(['https://crm.example.ru', 'http://10.0.0.5:8080', 'https://crm2.example.ru']);
  });

  it.each(['crm.example.ru', 'crm.example.ru:8080', 'https://crm.example.ru/console', 'https://crm.example.ru?x', '*'])(
    'stops the start on «%s»',
    (value) => {
      expect(() => load({ ALLOWED_ORIGINS: value })).toThrow(/^ALLOWED_ORIGINS: /);
    },
  );

  it('defaults the tile URL to OpenStreetMap', () => {
    expect(load({}).mapTileUrl).toBe(defaults.mapTileUrl);
    expect(load({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).mapTileUrl).toBe('/tiles/{z}/{x}/{y}.png');
  });
});

describe('TELEPHONY_RECORD_URL', () => {
  it('is optional and read with the credentials kept apart', () => {
    expect(load({}).telephony).toEqual({ recordUrl: undefined, user: undefined, password: undefined });
    expect(
      load({ TELEPHONY_RECORD_URL: 'https://pbx.example.ru/records/', TELEPHONY_USER: 'u', TELEPHONY_PASSWORD: 'p' })
        .telephony,
    ).toEqual({ recordUrl: 'https://pbx.example.ru/records/', user: 'u', password: 'p' });
  });

  it.each(['pbx.example.ru/records', 'ftp://pbx.example.ru/', 'https://u:p@pbx.example.ru/records/'])(
    'stops the start on «%s» (a user in the URL belongs in TELEPHONY_USER)',
    (value) => {
      expect(() => load({ TELEPHONY_RECORD_URL: value })).toThrow(/^TELEPHONY_RECORD_URL: /);
    },
  );
});

describe('FILES_URL and S3_*', () => {
  const s3Env = {
    FILES_URL: 's3://crm-files/office/scans',
    S3_ENDPOINT: 'http://127.0.0.1:9000/',
    S3_ACCESS_KEY_ID: 'crm',
    S3_SECRET_ACCESS_KEY: 'secret/with+signs',
  };

  it('keeps files in DATA_DIR/files unless told, or in the folder a file:// URL names', () => {
    expect(load({}).files).toEqual({ dir: join(dataDir, 'files') });
    expect(load({ FILES_URL: 'file:///srv/crm/files' }).files).toEqual({ dir: '/srv/crm/files' });
  });

  it('reads an S3 bucket and folder with the endpoint, region and keys from their own variables', () => {
    expect(load(s3Env).files.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'crm-files',
      prefix: 'office/scans/',
      region: 'us-east-1',
      accessKeyId: 'crm',
      secretAccessKey: 'secret/with+signs',
    });
    const bare = load({ ...s3Env, FILES_URL: 's3://crm-files', S3_REGION: 'ru-central1' }).files.s3;
    expect(bare).toMatchObject({ prefix: '', region: 'ru-central1' });
    // The start-up line says where files go and never shows a key.
    expect(describeFiles(load(s3Env).files)).toBe('S3 http://127.0.0.1:9000/crm-files/office/scans/');
  });

  it.each([
    [{ FILES_URL: 'crm-files' }, /^FILES_URL: «crm-files» — нужен адрес вида s3:\/\/корзина\/папка/],
    [{ FILES_URL: 'https://storage.example.ru/crm' }, /^FILES_URL: /],
    [{ FILES_URL: 'file://data/files' }, /^FILES_URL: /],
    [{ FILES_URL: 's3://Crm_Files' }, /^FILES_URL: «.*» не подходит как имя корзины S3/],
    [{ FILES_URL: 's3://crm-files/../x' }, /^FILES_URL: /],
    [{ FILES_URL: 's3://crm-files?x=1' }, /^FILES_URL: /],
    [{ S3_ENDPOINT: '' }, /^S3_ENDPOINT: не задан адрес S3-сервиса/],
    [{ S3_ENDPOINT: '127.0.0.1:9000' }, /^S3_ENDPOINT: «127\.0\.0\.1:9000» — нужен адрес сервиса/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000/crm-files' }, /^S3_ENDPOINT: /],
    [{ S3_SECRET_ACCESS_KEY: '' }, /^S3_ACCESS_KEY_ID и S3_SECRET_ACCESS_KEY: нужны оба/],
  ])('stops the start on %j with a message naming the variable', (change, message) => {
    expect(() => load({ ...s3Env, ...change })).toThrow(message);
  });

  it('never repeats a key written into a URL', () => {
    const inUrl = () => load({ ...s3Env, FILES_URL: 's3://crm:topsecret@crm-files' });
    expect(inUrl).toThrow(/^FILES_URL: ключи доступа не пишутся в адресе/);
    expect(inUrl).not.toThrow(/topsecret/);
    const inEndpoint = () => load({ ...s3Env, S3_ENDPOINT: 'http://crm:topsecret@127.0.0.1:9000' });
    expect(inEndpoint).toThrow(/^S3_ENDPOINT: /);
    expect(inEndpoint).not.toThrow(/topsecret/);
  });
});

describe('TRUST_PROXY', () => {
  it('reads the proxies whose X-Forwarded-For names the client; none by default', () => {
    expect(load({}).trustProxy).toBeUndefined();
    expect(load({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it.each(['nginx', '10.0.0.0/33', '10.0.0.1/8/1', 'true', '1'])('stops the start on «%s»', (value) => {
    expect(() => load({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY: /);
  });
});
