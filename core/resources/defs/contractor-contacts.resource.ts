import { defineResource } from '../define-resource.ts';
import { f } from '../fields/f.ts';

/** The contact columns shared by this resource and the contractors' nested list over the same table. */
export const contractorContactFields = () => ({
  name: f.text({ label: 'Имя', required: true, search: true, list: true, max: 255 }),
  position: f.text({ label: 'Должность', list: true, max: 255 }),
  phone: f.text({ label: 'Телефон', search: true, list: true, format: 'phone', max: 20 }),
  email: f.text({ label: 'E-mail', search: true, list: true, format: 'email', max: 255 }),
  is_doc_contact: f.bool({ label: 'Контакт для документов' }),
});

// The same table as the contractors' nested contact list, exposed on its own so that orders
// (client_id, contact_id, doc_contact_id) and calls can refer to a contact. A child table: no timestamps.
export const contractorContacts = defineResource({
  name: 'contractor_contacts',
  singular: 'contractor_contact',
  table: 'contractor_contacts',
  title: 'Контактные лица',
  titleSingular: 'Контактное лицо',
  titleField: 'name',
  nav: 'orders',
  timestamps: false,
  fields: {
    contractor_id: f.ref('contractors', { label: 'Контрагент', required: true, list: true }),
    ...contractorContactFields(),
  },
  pickerDetail: ['contractor_id', 'phone', 'position'],
  defaultSort: ['name', 'asc'],
});
