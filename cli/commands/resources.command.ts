import type { Permission } from '../../core/resources/define-resource.ts';
import { resources } from '../../core/resources/index.ts';
import { plainTable } from '../output/plain-table.ts';
import type { Io } from '../io.ts';

const right = (p: Permission) => (p === false ? '—' : p === null ? 'все' : p === 'admin' ? 'админ' : p);

/** Every registry resource with its title and the permission each operation needs. */
export function handleResources(io: Io) {
  const rows = Object.values(resources).map((def) => [
    def.name,
    def.title,
    right(def.permissions.read),
    right(def.permissions.create),
    right(def.permissions.update),
    right(def.permissions.delete),
  ]);
  io.stdout.write(plainTable(['ресурс', 'название', 'чтение', 'создание', 'изменение', 'удаление'], rows));
  return rows;
}
