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
