import { defineResource } from '../define-resource.ts';
import { f, referenceFields } from '../fields/f.ts';

export const vCards = defineResource({
  name: 'v_cards',
  singular: 'v_card',
  table: 'v_cards',
  title: 'V-карты',
  titleSingular: 'V-карта',
  titleField: 'name',
  nav: 'reference',
  fields: {
    ...referenceFields(),
    client_rate: f.money({ label: 'Ставка клиента', min: 0, list: true }),
    individual_rate: f.money({ label: 'Ставка работника', min: 0, list: true }),
  },
  defaultSort: ['client_rate', 'asc'],
});
