import { describe, expect, it } from 'vitest';
import { originAllowed } from './origin-check.ts';

// Issue 8 item 4: refuse any Origin other than the server's own plus ALLOWED_ORIGINS; no Origin stays allowed.
describe('originAllowed', () => {
  const allowed = ['https://crm.example.ru'];
  it.each([
    [undefined, '127.0.0.1:3000', true],
    ['http://127.0.0.1:3000', '127.0.0.1:3000', true],
    ['https://crm.local', 'crm.local', true],
    ['http://crm.local', 'crm.local:80', true],
    ['https://crm.example.ru', '127.0.0.1:3000', true],
    ['http://evil.example', '127.0.0.1:3000', false],
    ['http://127.0.0.1:3001', '127.0.0.1:3000', false],
    ['http://crm.local.evil.example', 'crm.local', false],
    ['https://crm.example.ru.evil.example', 'crm.local', false],
    ['null', 'crm.local', false],
    ['file://', 'crm.local', false],
    ['chrome-extension://abc', 'abc', false],
    ['http://crm.local', undefined, false],
  ])('Origin %s on Host %s: %s', (origin, host, expected) => {
    expect(originAllowed(origin, host, allowed)).toBe(expected);
  });
});
