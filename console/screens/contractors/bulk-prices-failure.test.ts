import { describe, expect, it } from 'vitest';
import { toAppError } from '../../../core/api/api-client.ts';
import { texts } from '../../../core/texts.ts';
import { bulkPricesFailure } from './ContractorPanel.tsx';

// Issue 23 item 5: 'The bulk-price error repeats itself: «Ошибка массового изменения тарифов:
// Ошибка массового изменения тарифов; Цены, строка 2: …»'.
describe('the bulk price failure notice', () => {
  it('says the failure once, then the reasons of the server', () => {
    const answer = toAppError(422, {
      errors: { 'prices_data[1].rate_client1': ['должно быть не меньше 0'] },
      full_messages: [texts.bulkPricesFailed, 'Цены, строка 2: Ставка клиента, ч должно быть не меньше 0'],
    });
    expect(bulkPricesFailure(answer)).toBe(
      'Ошибка массового изменения тарифов: Цены, строка 2: Ставка клиента, ч должно быть не меньше 0',
    );
  });

  it('names a failure without reasons (no connection) by its own message', () => {
    expect(bulkPricesFailure(new Error('Нет связи с сервером.'))).toBe(
      'Ошибка массового изменения тарифов: Нет связи с сервером.',
    );
  });
});
