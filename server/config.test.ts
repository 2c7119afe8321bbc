import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaults, loadConfig } from './config.ts';

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
