import { z } from 'zod';
import { resourceActionRule } from '../../permissions/access-rule.ts';
import { resources } from '../../resources/index.ts';
import { defineAction } from '../define-action.ts';
import { wire } from '../wire.ts';

// The contractors' special calls of spec 01 §7.

const byId = wire.object({ id: wire.id() });
const { permissions } = resources.contractors;

/** One price row as the contractor form's price rows take it (checked by the registry's rules). */
export interface PriceRowInput {
  work_type_id: number | string;
  instrument_type_id?: number | string | null;
  rate_client1?: string | number | null;
  rate_client2?: string | number | null;
  rate_individual1?: string | number | null;
  rate_individual2?: string | number | null;
}

const priceRow = z.object({
  id: z.number(),
  work_type_id: z.number(),
  instrument_type_id: z.number().nullable(),
  rate_client1: z.string().nullable(),
  rate_client2: z.string().nullable(),
  rate_individual1: z.string().nullable(),
  rate_individual2: z.string().nullable(),
});

/**
 * Spec 01 §7 / 02 §7: POST /api/contractors/{id}/bulk_update_prices {prices_data}. Each row sets the
 * rates it names for its work type + instrument (a missing pair is added); with apply_to_holding on
 * a holding, its member contractors get the same. The rows are read by the contractor form's own
 * price rules, every refusal headed by spec 02 §8's 'Ошибка массового изменения тарифов'.
 */
export const bulkUpdatePrices = defineAction({
  name: 'contractors.bulk_update_prices',
  method: 'POST',
  path: '/api/contractors/:id/bulk_update_prices',
  title: 'Массовое изменение тарифов',
  permission: resourceActionRule(permissions.update),
  record: { resource: 'contractors', lock: true },
  params: byId,
  body: wire.object({
    prices_data: z.custom<PriceRowInput[]>(() => true).optional(),
    apply_to_holding: wire.optionalBool(),
  }),
  answer: z.object({
    message: z.string(),
    updated: z.number(),
    created: z.number(),
    contractors: z.number(),
    prices: z.array(priceRow),
  }),
  idempotent: true,
});

/** Which of the contractor's two files: the requisites or the contract. */
const doctypeQuery = wire.object({
  doctype: z.enum(['requisite', 'contract'], {
    error: 'Укажите doctype: requisite (реквизиты) или contract (договор)',
  }),
});

/** Spec 01 §7: POST /api/contractors/{id}/file?doctype= (a new file replaces the old). */
export const uploadContractorFile = defineAction({
  name: 'contractors.upload_file',
  method: 'POST',
  path: '/api/contractors/:id/file',
  title: 'Загрузить реквизиты или договор клиента',
  permission: resourceActionRule(permissions.update),
  params: byId,
  query: doctypeQuery,
  transport: 'upload',
  answer: wire.record('contractors'),
  owns: [{ resource: 'contractors', fields: ['requisites_file', 'contract_file'] }],
});

export const contractorFile = defineAction({
  name: 'contractors.file',
  method: 'GET',
  path: '/api/contractors/:id/file',
  title: 'Реквизиты или договор клиента',
  permission: resourceActionRule(permissions.read),
  params: byId,
  query: doctypeQuery,
  transport: 'download',
  answer: wire.file(),
});
