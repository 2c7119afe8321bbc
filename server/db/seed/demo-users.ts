import type { Kysely } from 'kysely';
import { PERMISSION_KEYS, type PermissionKey } from '../../../core/rules/user-permissions.rule.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { insertRows, resetIdentity } from './seed-insert.ts';
import type { DB } from '../db-types.ts';

export interface DemoLogin {
  email: string;
  password: string;
  name: string;
  group: string;
}

export const DEMO_PASSWORD = 'demo12345';
/** Ids 1, 2, 4, 6 and 7 are named by the spec; 3 and 5 stay free, the admins' group takes 8. */
export const ADMIN_GROUP_ID = 8;

const STATS: PermissionKey[] = PERMISSION_KEYS.filter((k) => k.startsWith('stats_'));
const WORKER_NOTICES: PermissionKey[] = [
  'shared_individual_docs',
  'shared_doc_expiring',
  'shared_doc_expired',
  'shared_7_days_not_working',
  'shared_individual_noty',
  'shared_orders_at_risk',
];

// Issue 20 item 4 (docs/decisions.md «Issue 20: field visibility»): logists phone and register workers.
const WORKER_DATA: PermissionKey[] = ['individual_phones', 'individual_passports'];

// Managers sell and follow clients; logisticians staff orders and watch workers' documents;
// accountants keep the ledger; only the chief accountant deletes ledger entries.
const GROUPS: { id: number; name: string; long_name: string; grants: PermissionKey[] }[] = [
  {
    id: 1,
    name: 'Менеджер заказов',
    long_name: 'Менеджер по работе с заказами',
    grants: ['stats_client', 'stats_calls', 'stats_efficiency', 'shared_revenue', 'individual_phones'],
  },
  {
    id: 2,
    name: 'Логист',
    long_name: 'Логист (подбор работников)',
    grants: ['stats_driver', 'stats_individual_occupation', ...WORKER_NOTICES, ...WORKER_DATA],
  },
  {
    id: 4,
    name: 'Бухгалтер',
    long_name: 'Бухгалтер',
    grants: [
      'transactions',
      'close_order',
      'stats_month',
      'stats_everyday',
      'stats_client',
      'shared_revenue',
      'individual_passports',
    ],
  },
  {
    id: 6,
    name: 'Старший логист',
    long_name: 'Старший логист',
    grants: [
      'close_order',
      'restore_status1',
      'documents_edit',
      'stats_driver',
      'stats_individual_occupation',
      'stats_efficiency',
      'stats_calls',
      'stats_everyday',
      ...WORKER_NOTICES,
      ...WORKER_DATA,
    ],
  },
  {
    id: 7,
    name: 'Главный бухгалтер',
    long_name: 'Главный бухгалтер',
    grants: [
      'transactions',
      'transactions_delete',
      'close_order',
      'restore_status1',
      ...STATS,
      'shared_revenue',
      'shared_profit',
      'individual_passports',
    ],
  },
  { id: ADMIN_GROUP_ID, name: 'Администратор', long_name: 'Администратор системы', grants: [...PERMISSION_KEYS] },
];

/** The demo users who sign in, one per role; `npm start` prints them (server/db/seed/demo-logins.ts). */
export const LOGIN_USERS = [
  { email: 'demo-manager@crm.local', name: 'Ольга Смирнова', group: 1 },
  { email: 'demo-logist@crm.local', name: 'Дмитрий Кузнецов', group: 2 },
  { email: 'demo-accountant@crm.local', name: 'Елена Морозова', group: 4 },
  { email: 'demo-senior-logist@crm.local', name: 'Андрей Волков', group: 6 },
  { email: 'demo-chief-accountant@crm.local', name: 'Наталья Павлова', group: 7 },
];
// Colleagues who appear on orders but have no demo password (one has left the company).
const OTHER_STAFF = [
  { email: 'i.sokolova@crm.local', name: 'Ирина Соколова', group: 1, fired: false },
  { email: 'm.lebedev@crm.local', name: 'Максим Лебедев', group: 1, fired: true },
  { email: 's.popov@crm.local', name: 'Сергей Попов', group: 2, fired: false },
];

export interface DemoUsers {
  logins: DemoLogin[];
  adminId: number;
  /** Active order managers (group 1). */
  managerIds: number[];
  /** Logisticians (groups 2 and 6). */
  logistIds: number[];
  accountantIds: number[];
  allIds: number[];
}

export async function seedUsers(
  db: Kysely<DB>,
  admin: { adminEmail: string; adminPassword: string },
): Promise<DemoUsers> {
  await insertRows(
    db,
    'user_groups',
    GROUPS.map((g) => ({
      id: g.id,
      name: g.name,
      long_name: g.long_name,
      permissions: JSON.stringify(Object.fromEntries(PERMISSION_KEYS.map((k) => [k, g.grants.includes(k)]))),
    })),
  );
  await resetIdentity(db, ['user_groups']);
  const groupName = new Map(GROUPS.map((g) => [g.id, g.name]));
  const rows = [
    {
      email: admin.adminEmail,
      name: 'Администратор',
      user_group_id: ADMIN_GROUP_ID,
      is_admin: true,
      password_hash: await hashPassword(admin.adminPassword),
    },
    ...(await Promise.all(
      LOGIN_USERS.map(async (u) => ({
        email: u.email,
        name: u.name,
        user_group_id: u.group,
        password_hash: await hashPassword(DEMO_PASSWORD),
      })),
    )),
    ...OTHER_STAFF.map((u) => ({ email: u.email, name: u.name, user_group_id: u.group, fired: u.fired })),
  ];
  const ids = await insertRows(db, 'users', rows);
  const idOf = (email: string) => ids[rows.findIndex((r) => r.email === email)];
  return {
    logins: [
      {
        email: admin.adminEmail,
        password: admin.adminPassword,
        name: 'Администратор',
        group: groupName.get(ADMIN_GROUP_ID)!,
      },
      ...LOGIN_USERS.map((u) => ({
        email: u.email,
        password: DEMO_PASSWORD,
        name: u.name,
        group: groupName.get(u.group)!,
      })),
    ],
    adminId: ids[0],
    managerIds: [idOf('demo-manager@crm.local'), idOf('i.sokolova@crm.local')],
    logistIds: [idOf('demo-logist@crm.local'), idOf('demo-senior-logist@crm.local'), idOf('s.popov@crm.local')],
    accountantIds: [idOf('demo-accountant@crm.local'), idOf('demo-chief-accountant@crm.local')],
    allIds: ids,
  };
}
