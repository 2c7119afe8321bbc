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

export interface SharedUser {
  id: number;
  name: string;
  email: string;
  user_group_id: number | null;
  fired: boolean;
  is_admin: boolean;
}

/** The answer of GET /api/shared. Never credentials (DESIGN.md section 8): no vot_password. */
export interface SharedMeta {
  company_types_names: Record<string, string>;
  units: string[];
  actions: Record<string, string>;
  users: SharedUser[];
  user_groups: { id: number; name: string; long_name: string | null }[];
  vot_host: string | null;
  vot_username: string | null;
  /** MAP_TILE_URL: the location map's tiles ({z}/{x}/{y}), a local tile server on a closed network. */
  map_tile_url: string;
}
