import { describe, expect, it } from 'vitest';
import { contractorContacts } from '../../core/resources/defs/contractor-contacts.resource.ts';
import { individuals } from '../../core/resources/defs/individuals.resource.ts';
import { orders } from '../../core/resources/defs/orders.resource.ts';
import { phoneSearchTerm, phoneSearchFields } from './phone-search.ts';

// Issue 9, item 5: "`+7 926 144-59-56`, `8 (926) 144-59-56`, `9261445956` all find the same record".
describe('phoneSearchTerm', () => {
  it.each(['+7 926 144-59-56', '8 (926) 144-59-56', '9261445956', '79261445956', '+7(926)1445956'])(
    '%s searches the ten national digits',
    (typed) => {
      expect(phoneSearchTerm(typed)).toEqual({ national: '9261445956' });
    },
  );

  it('searches a part of a number by its digits', () => {
    expect(phoneSearchTerm('144-59-56')).toEqual({ part: '1445956' });
    expect(phoneSearchTerm('926 144')).toEqual({ part: '926144' });
  });

  it('keeps a foreign number whole', () => {
    expect(phoneSearchTerm('+380 44 123 45 67')).toEqual({ part: '380441234567' });
  });

  it('is not a phone search for words, mixed text or too few digits', () => {
    expect(phoneSearchTerm('Иванов')).toBeNull();
    expect(phoneSearchTerm('ул. Ленина 5')).toBeNull();
    expect(phoneSearchTerm('12')).toBeNull();
    expect(phoneSearchTerm('+-()')).toBeNull();
  });
});

describe('phoneSearchFields', () => {
  it('are the searchable text fields declared as phones', () => {
    expect(phoneSearchFields(individuals)).toEqual(['phone']);
    expect(phoneSearchFields(contractorContacts)).toEqual(['phone']);
    expect(phoneSearchFields(orders)).toEqual([]);
  });
});
