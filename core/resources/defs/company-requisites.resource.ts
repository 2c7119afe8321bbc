import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';
import { companyTypeOptions } from '../options.ts';

// Issue 12 item 4: 'our company's requisites from settings'. One row per legal entity of the shared
// metadata (company_types_names), made by migration 0029; administrators fill in and change the
// requisites the account and act PDFs print (server/pdf). No create or delete: the entities are fixed.
export const companyRequisites = defineResource({
  name: 'company_requisites',
  singular: 'company_requisite',
  table: 'company_requisites',
  title: 'Реквизиты наших юрлиц',
  titleSingular: 'Реквизиты юрлица',
  titleField: 'legal_name',
  nav: 'admin',
  fields: {
    company_type: f.enum(companyTypeOptions, { label: 'Юрлицо', required: true, readOnly: true, list: true }),
    legal_name: f.text({ label: 'Полное наименование', required: true, search: true, list: true, max: 255 }),
    inn: f.text({ label: 'ИНН', search: true, list: true, max: 12 }),
    kpp: f.text({ label: 'КПП', list: true, max: 9 }),
    ogrn: f.text({ label: 'ОГРН / ОГРНИП', max: 15 }),
    address: f.text({ label: 'Юридический адрес', max: 500, filter: false }),
    bank_name: f.text({ label: 'Банк', max: 255 }),
    bik: f.text({ label: 'БИК', max: 9 }),
    settlement_account: f.text({ label: 'Расчётный счёт', max: 20 }),
    correspondent_account: f.text({ label: 'Корр. счёт', max: 20 }),
    director_name: f.text({ label: 'Руководитель (подпись)', max: 255 }),
    accountant_name: f.text({ label: 'Главный бухгалтер (подпись)', max: 255 }),
    vat_rate: f.int({
      label: 'НДС, %',
      min: 1,
      max: 99,
      list: true,
      hint: 'Пусто — «Без НДС»; число — «В том числе НДС N%» в счёте и акте',
    }),
  },
  defaultSort: ['company_type', 'asc'],
  permissions: { create: false, update: 'admin', delete: false },
});
