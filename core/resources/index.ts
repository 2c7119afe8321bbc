import type { ResourceDef } from './define-resource.ts';
import { accounts } from './defs/accounts.resource.ts';
import { acts } from './defs/acts.resource.ts';
import { additionalOrderAddresses } from './defs/additional-order-addresses.resource.ts';
import { addressTypes } from './defs/address-types.resource.ts';
import { appearances } from './defs/appearances.resource.ts';
import { brigades } from './defs/brigades.resource.ts';
import { calcCategories } from './defs/calc-categories.resource.ts';
import { calcItems } from './defs/calc-items.resource.ts';
import { calcProps } from './defs/calc-props.resource.ts';
import { calcSettings } from './defs/calc-settings.resource.ts';
import { calcVehicles } from './defs/calc-vehicles.resource.ts';
import { calls } from './defs/calls.resource.ts';
import { cardInvoices } from './defs/card-invoices.resource.ts';
import { clothingTypes } from './defs/clothing-types.resource.ts';
import { companyRequisites } from './defs/company-requisites.resource.ts';
import { commutePayments } from './defs/commute-payments.resource.ts';
import { contractorContacts } from './defs/contractor-contacts.resource.ts';
import { contractorHonesties } from './defs/contractor-honesties.resource.ts';
import { contractorScopes } from './defs/contractor-scopes.resource.ts';
import { contractorTypes } from './defs/contractor-types.resource.ts';
import { contractors } from './defs/contractors.resource.ts';
import { documentPacks } from './defs/document-packs.resource.ts';
import { documents } from './defs/documents.resource.ts';
import { documentTypes } from './defs/document-types.resource.ts';
import { equipmentClothingTypes } from './defs/equipment-clothing-types.resource.ts';
import { equipmentExtractAccessories } from './defs/equipment-extract-accessories.resource.ts';
import { equipmentInstrumentTypes } from './defs/equipment-instrument-types.resource.ts';
import { equipmentLogs } from './defs/equipment-logs.resource.ts';
import { everydayAds } from './defs/everyday-ads.resource.ts';
import { fieldsToShows } from './defs/fields-to-shows.resource.ts';
import { filters } from './defs/filters.resource.ts';
import { freeOrders } from './defs/free-orders.resource.ts';
import { honestyTypes } from './defs/honesty-types.resource.ts';
import { individuals } from './defs/individuals.resource.ts';
import { instrumentTypes } from './defs/instrument-types.resource.ts';
import { invoices } from './defs/invoices.resource.ts';
import { locationLogs } from './defs/location-logs.resource.ts';
import { massMailings } from './defs/mass-mailings.resource.ts';
import { messages } from './defs/messages.resource.ts';
import { metroStations } from './defs/metro-stations.resource.ts';
import { mkadAdditionalPayments } from './defs/mkad-additional-payments.resource.ts';
import { orders } from './defs/orders.resource.ts';
import { passportTypes } from './defs/passport-types.resource.ts';
import { paymentConditions } from './defs/payment-conditions.resource.ts';
import { penalties } from './defs/penalties.resource.ts';
import { prepaymentConditions } from './defs/prepayment-conditions.resource.ts';
import { qualityIndividuals } from './defs/quality-individuals.resource.ts';
import { ratingGradations } from './defs/rating-gradations.resource.ts';
import { ratingRates } from './defs/rating-rates.resource.ts';
import { ratings } from './defs/ratings.resource.ts';
import { streets } from './defs/streets.resource.ts';
import { suitChecks } from './defs/suit-checks.resource.ts';
import { tasks } from './defs/tasks.resource.ts';
import { telephonyIntegrations } from './defs/telephony-integrations.resource.ts';
import { territories } from './defs/territories.resource.ts';
import { transactions } from './defs/transactions.resource.ts';
import { userActivities } from './defs/user-activities.resource.ts';
import { auditLog } from './defs/audit-log.resource.ts';
import { userGroups } from './defs/user-groups.resource.ts';
import { users } from './defs/users.resource.ts';
import { vCards } from './defs/v-cards.resource.ts';
import { workConditions } from './defs/work-conditions.resource.ts';
import { workShifts } from './defs/work-shifts.resource.ts';
import { workTypesGroups } from './defs/work-types-groups.resource.ts';
import { workTypes } from './defs/work-types.resource.ts';

/** Every resource of the system, keyed by its API name: the one list the server, console and CLI loop over. */
export const resources = {
  accounts: accounts,
  acts: acts,
  additional_order_addresses: additionalOrderAddresses,
  address_types: addressTypes,
  appearances: appearances,
  brigades: brigades,
  calc_categories: calcCategories,
  calc_items: calcItems,
  calc_props: calcProps,
  calc_settings: calcSettings,
  calc_vehicles: calcVehicles,
  calls: calls,
  card_invoices: cardInvoices,
  clothing_types: clothingTypes,
  company_requisites: companyRequisites,
  commute_payments: commutePayments,
  contractor_contacts: contractorContacts,
  contractor_honesties: contractorHonesties,
  contractor_scopes: contractorScopes,
  contractor_types: contractorTypes,
  contractors: contractors,
  document_packs: documentPacks,
  documents,
  document_types: documentTypes,
  equipment_clothing_types: equipmentClothingTypes,
  equipment_extract_accessories: equipmentExtractAccessories,
  equipment_instrument_types: equipmentInstrumentTypes,
  equipment_logs: equipmentLogs,
  everyday_ads: everydayAds,
  fields_to_shows: fieldsToShows,
  filters: filters,
  free_orders: freeOrders,
  honesty_types: honestyTypes,
  individuals: individuals,
  instrument_types: instrumentTypes,
  invoices: invoices,
  location_logs: locationLogs,
  mass_mailings: massMailings,
  messages: messages,
  metro_stations: metroStations,
  mkad_additional_payments: mkadAdditionalPayments,
  orders: orders,
  passport_types: passportTypes,
  payment_conditions: paymentConditions,
  penalties: penalties,
  prepayment_conditions: prepaymentConditions,
  quality_individuals: qualityIndividuals,
  rating_gradations: ratingGradations,
  rating_rates: ratingRates,
  ratings: ratings,
  streets: streets,
  suit_checks: suitChecks,
  tasks: tasks,
  telephony_integrations: telephonyIntegrations,
  territories: territories,
  transactions: transactions,
  user_activities: userActivities,
  audit_log: auditLog,
  user_groups: userGroups,
  users: users,
  v_cards: vCards,
  work_conditions: workConditions,
  work_shifts: workShifts,
  work_types: workTypes,
  work_types_groups: workTypesGroups,
} as const satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof resources;

export function getResource(name: string): ResourceDef | undefined {
  return Object.hasOwn(resources, name) ? resources[name as ResourceName] : undefined;
}
