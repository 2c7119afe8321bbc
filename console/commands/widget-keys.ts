import type { CommandCategory } from './command-table.ts';

/**
 * Keys a widget reads itself (a picker's arrows, the tree's arrows, Tab in a form): not commands
 * run through the hotkeys, but part of the one key table the cheat sheet and docs/dispatcher.md are
 * generated from. `keys` are KeyboardEvent.key (or .code) values; `files` are the console modules
 * that read them: `widget-keys.test.ts` scans those modules and fails when one reads a key that no
 * entry declares for it, so a new binding cannot stay out of the cheat sheet.
 */
export interface WidgetKeyDef {
  id: string;
  title: string;
  category: CommandCategory;
  label: string;
  keys: readonly string[];
  files: readonly string[];
}

const w = (
  id: string,
  category: CommandCategory,
  label: string,
  title: string,
  keys: readonly string[],
  files: readonly string[],
): WidgetKeyDef => ({ id: `widget.${id}`, category, label, title, keys, files });

const pickers = [
  'fields/inputs/RefPicker.tsx',
  'screens/orders/WorkerPicker.tsx',
  'screens/orders/StreetInput.tsx',
  'fields/inputs/RefInput.tsx',
  'fields/inputs/PickerButton.tsx',
];

export const widgetKeys: readonly WidgetKeyDef[] = [
  w(
    'layer.escape',
    'general',
    'Esc',
    'Закрыть верхнее окно (палитру, вопрос, выбор, форму); фокус вернётся туда, откуда его открыли',
    ['Escape'],
    ['app/layer-stack.ts'],
  ),
  w(
    'form.tab',
    'form',
    'Tab / Shift+Tab',
    'Следующее / предыдущее поле; Tab не выходит из открытой формы',
    ['Tab'],
    [
      'app/focus-trap.ts',
      'screens/orders/WorkerPicker.tsx',
      'fields/inputs/RefPicker.tsx',
      'screens/work-types/TreeContextMenu.tsx',
    ],
  ),
  w(
    'picker.open',
    'picker',
    'буква / ↓',
    'Открыть выбор с набранным текстом (и при вводе без клавиш: вставка, диктовка)',
    ['ArrowDown'],
    pickers,
  ),
  w('picker.move', 'picker', '↑ ↓ Home End', 'Выбор: по совпадениям', ['ArrowDown', 'ArrowUp', 'Home', 'End'], pickers),
  w(
    'picker.enter',
    'picker',
    'Enter',
    'Выбор: взять отмеченное (⚠ занятого работника — Enter ещё раз); Enter или пробел на закрытом выборе — открыть',
    ['Enter', ' '],
    pickers,
  ),
  w('picker.clear', 'picker', 'Backspace / Delete', 'Выбор: очистить поле', ['Backspace', 'Delete'], pickers),
  w('date.calendar', 'picker', 'Alt+↓', 'Дата: открыть календарь', ['ArrowDown'], ['fields/inputs/DateInput.tsx']),
  w(
    'date.move',
    'picker',
    '← → ↑ ↓, PageUp PageDown',
    'Календарь: день, неделя, месяц',
    ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown'],
    ['fields/inputs/DatePicker.tsx'],
  ),
  w(
    'list.searchLeave',
    'list',
    'Esc в поиске',
    'Выйти из поиска списка, не стирая его',
    ['Escape'],
    ['list/ListToolbar.tsx', 'screens/reports/ReportSearch.tsx'],
  ),
  w('report.search', 'list', 'Enter в поиске', 'Отчёт: искать сразу', ['Enter'], ['screens/reports/ReportSearch.tsx']),
  w(
    'panel.enter',
    'order',
    'Enter / Ctrl+Enter',
    'Поле панели карточки (комментарий, ответ в чат, загрузка): отправить',
    ['Enter'],
    [
      'screens/orders/panels/DraftBox.tsx',
      'screens/individual-documents/ScanUpload.tsx',
      'screens/equipment/EquipmentSection.tsx',
      'screens/individual-documents/ScanEdit.tsx',
    ],
  ),
  w(
    'number.step',
    'form',
    '↑ ↓ в числе',
    'Число: на шаг больше / меньше, в пределах поля',
    ['ArrowUp', 'ArrowDown'],
    ['fields/inputs/NumberInput.tsx'],
  ),
  w(
    'conflict.save',
    'form',
    'Ctrl+S в окне конфликта',
    'Запись изменили другие: сохранить с выбранными значениями («Моё» / «Их»)',
    ['KeyS'],
    ['form/ConflictPanel.tsx'],
  ),
  w(
    'schedule.move',
    'screens',
    '↑ ↓ ← → Home End PageUp PageDown, Enter',
    'Расписание и неделя: по заказам и людям, открыть заказ',
    ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', 'Enter'],
    ['screens/schedule/GanttChart.tsx', 'screens/schedule/BoardOrders.tsx', 'screens/schedule/BoardPeople.tsx'],
  ),
  w(
    'map.move',
    'screens',
    '↑ ↓ Home End, Enter, Esc',
    'Карта работников: по списку, показать путь работника, показать всех',
    ['ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', 'Escape'],
    ['screens/location-map/WorkerList.tsx'],
  ),
  w(
    'tree.move',
    'screens',
    '↑ ↓ ← → Home End, Enter',
    'Дерево типов работ: двигаться, свернуть / развернуть группу, выбрать',
    ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter', ' '],
    ['screens/work-types/WorkTypesTree.tsx'],
  ),
  w(
    'tree.menu',
    'screens',
    'Shift+F10, Ctrl+X Ctrl+V, Esc',
    'Дерево типов работ: меню узла, вырезать узел и вставить в группу, забыть вырезанный',
    ['F10', 'ContextMenu', 'KeyX', 'KeyV', 'Escape', 'ArrowUp', 'ArrowDown', 'Tab'],
    ['screens/work-types/WorkTypesTree.tsx', 'screens/work-types/TreeContextMenu.tsx'],
  ),
  w(
    'pdf.move',
    'screens',
    'Alt+↑ Alt+↓, Delete',
    'Объединение PDF: файл выше / ниже, убрать',
    ['ArrowUp', 'ArrowDown', 'Delete'],
    ['screens/info/MergePdf.tsx'],
  ),
  w(
    'calc.search',
    'calc',
    'Esc в поиске вещей',
    'Калькулятор: выйти из поиска к корзине',
    ['Escape'],
    ['screens/calc/ItemSearch.tsx'],
  ),
];
