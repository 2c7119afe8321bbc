import { resources } from '../../../core/resources/index.ts';
import { Link } from 'wouter';
import { ListScreen } from '../../list/ListScreen.tsx';

/** Where clothing and instruments are moved: the worker card's section (individuals card-sections.extra.ts). */
export const equipmentLogsNote =
  'Журнал только для чтения: его пишут выдача, возврат и замена на карточке работника, раздел «Одежда и инструмент».';

/**
 * /equipment_logs (issue 23 item 14): the journal of what the issue and return actions moved. The
 * server offers no generic write of it (equipment-logs.resource.ts), and the screen says where the
 * writes are made instead of showing a blank «Создать» that could not be saved.
 */
export function EquipmentLogsScreen() {
  return (
    <ListScreen def={resources.equipment_logs}>
      <p className="hint" role="note">
        {equipmentLogsNote} <Link href="/individuals">Открыть работников</Link>
      </p>
    </ListScreen>
  );
}
