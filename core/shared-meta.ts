import { z } from 'zod';

// The shared metadata of GET /api/shared (spec 02 §3: 'contains at least vot_host, vot_username,
// vot_password, company_types_names, units, users, actions'). The fixed lists live here, so the
// registry (which validates against them) and the server's answer cannot disagree.

/** Our legal entities that issue accounts and acts (Account.company_type names them). */
export const companyTypesNames: Readonly<Record<number, string>> = {
  1: 'ООО «Грузовое такси»',
  2: 'ООО «Мастер переездов»',
  3: 'ИП Соколов А. В.',
};

/** Units of calculator props (spec 02: 'unit (from shared metadata units)'). */
export const units: readonly string[] = ['шт', 'см', 'м', 'кг', 'мин', 'ч', 'этаж', 'м³', 'км', '%'];

/** User activity action codes (spec 02 §9: '1 page open, 2 create, 3 update, 4 delete'). */
export const actions: Readonly<Record<number, string>> = {
  1: 'Открытие страницы',
  2: 'Создание',
  3: 'Изменение',
  4: 'Удаление',
};

const sharedUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  user_group_id: z.number().nullable(),
  fired: z.boolean(),
  is_admin: z.boolean(),
});
export type SharedUser = z.infer<typeof sharedUser>;

/** The answer of GET /api/shared. Never credentials (DESIGN.md section 8): no vot_password. */
export const sharedMeta = z.object({
  company_types_names: z.record(z.string(), z.string()),
  units: z.array(z.string()),
  actions: z.record(z.string(), z.string()),
  users: z.array(sharedUser),
  user_groups: z.array(z.object({ id: z.number(), name: z.string(), long_name: z.string().nullable() })),
  vot_host: z.string().nullable(),
  vot_username: z.string().nullable(),
  /** MAP_TILE_URL: the location map's tiles ({z}/{x}/{y}), a local tile server on a closed network. */
  map_tile_url: z.string(),
});
export type SharedMeta = z.infer<typeof sharedMeta>;
