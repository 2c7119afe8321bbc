import { type ResourceName, resources } from '../../core/resources/index.ts';

/**
 * Every keyboard command of the console, in one table: the hotkeys are bound from it, the palette
 * lists it with its keys and the cheat sheet shows it. Keys use react-hotkeys-hook syntax
 * ('mod+s', 'shift+slash', 'g>o' for "g then o").
 */
export type CommandScope = 'global' | 'list' | 'form' | 'calc' | 'schedule';

export const commandCategories = {
  general: 'Общее',
  go: 'Переход',
  list: 'Список',
  form: 'Форма',
  order: 'Заказ',
  calc: 'Калькулятор',
  task: 'Задачи',
  picker: 'Выбор из списка и даты',
  screens: 'Экраны',
  schedule: 'Расписание',
} as const;
export type CommandCategory = keyof typeof commandCategories;

export interface CommandDef {
  id: string;
  title: string;
  category: CommandCategory;
  scope: CommandScope;
  keys: readonly string[];
  /** How the keys read in the palette and the cheat sheet. */
  label: string;
  /** Also fires while typing in an input (Esc, Ctrl+S). */
  inInputs?: boolean;
  /** Does not fire on a focused button or link, whose own Enter/Delete must work. */
  notOnControls?: boolean;
  /** Bound by kbar itself (its toggle); listed here so the table stays complete. */
  boundByPalette?: boolean;
  /** Route the go-to commands open. */
  resource?: ResourceName;
}

const fixed: CommandDef[] = [
  {
    id: 'palette.toggle',
    title: 'Палитра команд',
    category: 'general',
    scope: 'global',
    keys: ['mod+k'],
    label: 'Ctrl+K',
    boundByPalette: true,
  },
  {
    id: 'help.cheatsheet',
    title: 'Горячие клавиши',
    category: 'general',
    scope: 'global',
    keys: ['shift+slash'],
    label: '?',
  },
  { id: 'list.down', title: 'Следующая строка', category: 'list', scope: 'list', keys: ['j', 'down'], label: 'j / ↓' },
  { id: 'list.up', title: 'Предыдущая строка', category: 'list', scope: 'list', keys: ['k', 'up'], label: 'k / ↑' },
  {
    id: 'list.open',
    title: 'Открыть запись',
    category: 'list',
    scope: 'list',
    keys: ['enter'],
    label: 'Enter',
    notOnControls: true,
  },
  { id: 'list.edit', title: 'Редактировать запись', category: 'list', scope: 'list', keys: ['e'], label: 'e' },
  { id: 'list.new', title: 'Новая запись', category: 'list', scope: 'list', keys: ['n'], label: 'n' },
  {
    id: 'list.delete',
    title: 'Удалить запись',
    category: 'list',
    scope: 'list',
    keys: ['delete'],
    label: 'Delete',
    notOnControls: true,
  },
  { id: 'list.search', title: 'Поиск в списке', category: 'list', scope: 'list', keys: ['slash'], label: '/' },
  { id: 'list.filters', title: 'Фильтры', category: 'list', scope: 'list', keys: ['f'], label: 'f' },
  {
    id: 'list.prevPage',
    title: 'Предыдущая страница',
    category: 'list',
    scope: 'list',
    keys: ['bracketleft'],
    label: '[',
  },
  {
    id: 'list.nextPage',
    title: 'Следующая страница',
    category: 'list',
    scope: 'list',
    keys: ['bracketright'],
    label: ']',
  },
  // Selecting rows for bulk actions (resources that declare `selection`, issue 12 item 8).
  {
    id: 'list.select',
    title: 'Выбрать строку / снять выбор',
    category: 'list',
    scope: 'list',
    keys: ['space', 'x'],
    label: 'Space / x',
    notOnControls: true,
  },
  {
    id: 'list.selectDown',
    title: 'Расширить выбор вниз',
    category: 'list',
    scope: 'list',
    keys: ['shift+j', 'shift+down'],
    label: 'Shift+J',
  },
  {
    id: 'list.selectUp',
    title: 'Расширить выбор вверх',
    category: 'list',
    scope: 'list',
    keys: ['shift+k', 'shift+up'],
    label: 'Shift+K',
  },
  {
    id: 'list.selectPage',
    title: 'Выбрать всю страницу',
    category: 'list',
    scope: 'list',
    keys: ['mod+a'],
    label: 'Ctrl+A',
  },
  {
    id: 'list.clearSelection',
    title: 'Снять выбор',
    category: 'list',
    scope: 'list',
    keys: ['escape'],
    label: 'Esc',
  },
  {
    id: 'form.close',
    title: 'Закрыть форму',
    category: 'form',
    scope: 'form',
    keys: ['escape'],
    label: 'Esc',
    inInputs: true,
  },
  {
    id: 'form.save',
    title: 'Сохранить',
    category: 'form',
    scope: 'form',
    keys: ['mod+s'],
    label: 'Ctrl+S',
    inInputs: true,
  },
  {
    id: 'form.section',
    title: 'Раздел формы: открыть и перейти',
    category: 'form',
    scope: 'form',
    keys: ['alt+1', 'alt+2', 'alt+3', 'alt+4', 'alt+5', 'alt+6', 'alt+7', 'alt+8', 'alt+9'],
    label: 'Alt+1…9',
    inInputs: true,
  },
  {
    id: 'form.removeRow',
    title: 'Удалить строку таблицы формы (цены, работники, контакты)',
    category: 'form',
    scope: 'form',
    keys: ['mod+delete'],
    label: 'Ctrl+Delete',
    inInputs: true,
  },
  {
    id: 'form.delete',
    title: 'Удалить запись…',
    category: 'form',
    scope: 'form',
    keys: ['mod+shift+delete'],
    label: 'Ctrl+Shift+Delete',
    inInputs: true,
  },
  // Issue 22 item 8: the notices are reached by their own key (sonner's Alt+T opened «Новая задача» too).
  {
    id: 'notices.focus',
    title: 'К уведомлениям',
    category: 'general',
    scope: 'global',
    keys: ['alt+m'],
    label: 'Alt+M',
    inInputs: true,
  },
  // Issue 12 item 4 'A preview in the console before sending': the account and act cards.
  {
    id: 'form.pdfPreview',
    title: 'Просмотр PDF',
    category: 'form',
    scope: 'form',
    keys: ['alt+p'],
    label: 'Alt+P',
    inInputs: true,
  },
];

// The order card (console/screens/orders): the keyboard flow of issue 10 item 8. Alt+letter, as
// Ctrl+letter is taken by the browser (Ctrl+N a window, Ctrl+W a tab closed with the edits).
const order: CommandDef[] = [
  { id: 'order.new', title: 'Новый заказ', category: 'order', scope: 'global', keys: ['alt+n'], label: 'Alt+N' },
  {
    id: 'order.nextStatus',
    title: 'Следующий статус (провести карточку)',
    category: 'order',
    scope: 'form',
    keys: ['mod+enter'],
    label: 'Ctrl+Enter',
    inInputs: true,
  },
  orderKey('saveStay', 'Сохранить, не закрывая карточку', ['alt+s'], 'Alt+S'),
  orderKey('close', 'Закрыть заказ (посчитать)…', ['alt+x'], 'Alt+X'),
  orderKey('restore', 'Вернуть в «Сформирован»…', ['alt+shift+x'], 'Alt+Shift+X'),
  orderKey('copy', 'Копировать заказ…', ['alt+c'], 'Alt+C'),
  orderKey('showForm', 'Показать форму 1, 2 или 3', ['alt+shift+1', 'alt+shift+2', 'alt+shift+3'], 'Alt+Shift+1…3'),
  orderKey('addPrice', 'Добавить строку цены', ['alt+a'], 'Alt+A'),
  // Issue 22 item 7: every panel of the card has its key, and the focus stays in the panel after its buttons.
  orderKey('busy', 'Панель: занятость работников', ['alt+b'], 'Alt+B'),
  orderKey('comments', 'Панель: внутренний комментарий', ['alt+k'], 'Alt+K'),
  orderKey('chat', 'Панель: ответить в чат заказа', ['alt+r'], 'Alt+R'),
  orderKey('clientChanges', 'Панель: изменения клиента', ['alt+y'], 'Alt+Y'),
  orderKey('fired', 'Панель: отстранить или вернуть работника', ['alt+u'], 'Alt+U'),
  orderKey('outsourcing', 'Панель: аутсорсинг', ['alt+g'], 'Alt+G'),
  orderKey('sendData', 'Панель: данные работников клиенту', ['alt+w'], 'Alt+W'),
  orderKey('files', 'Панель: инструкция и табель', ['alt+l'], 'Alt+L'),
  orderKey('history', 'Панель: история изменений', ['alt+h'], 'Alt+H'),
];

/** A command of the order card: it lives while the card is shown and also fires in its inputs. */
function orderKey(id: string, title: string, keys: string[], label: string): CommandDef {
  return { id: `order.${id}`, title, category: 'order', scope: 'form', keys, label, inInputs: true };
}

// Calls (issue 14 item 1): the call card's «Создать заказ» and the incoming call pop-up. The card's
// command lives only while the card is shown; the pop-up's while one is on screen.
const call: CommandDef[] = [
  {
    id: 'call.createOrder',
    title: 'Создать заказ по звонку',
    category: 'order',
    scope: 'form',
    keys: ['alt+o'],
    label: 'Alt+O',
    inInputs: true,
  },
  {
    id: 'call.focusPopup',
    title: 'К окну входящего звонка',
    category: 'general',
    scope: 'global',
    keys: ['alt+i'],
    label: 'Alt+I',
    inInputs: true,
  },
];

// Issue 14 item 3: the palette's «Новая задача» and «Закрыть задачу», one binding each.
const task: CommandDef[] = [
  { id: 'task.new', title: 'Новая задача', category: 'task', scope: 'global', keys: ['alt+t'], label: 'Alt+T' },
  {
    id: 'task.close',
    title: 'Закрыть задачу',
    category: 'task',
    scope: 'form',
    keys: ['alt+z'],
    label: 'Alt+Z',
    inInputs: true,
  },
];

const calc = (
  id: string,
  title: string,
  keys: string[],
  label: string,
  extra: Partial<CommandDef> = {},
): CommandDef => ({
  id: `calc.${id}`,
  title,
  category: 'calc',
  scope: 'calc',
  keys,
  label,
  ...extra,
});

// /calc/browse. Arrows turn the drawing, so the cart line cursor moves with j/k as in the lists;
// '+' is Shift+= on the main keys and '=' alone works too, as do the numpad keys.
const calculator: CommandDef[] = [
  calc('search', 'Поиск вещей', ['slash'], '/'),
  calc('next', 'Следующая вещь в корзине', ['j'], 'j'),
  calc('prev', 'Предыдущая вещь в корзине', ['k'], 'k'),
  calc('more', 'Больше штук', ['shift+equal', 'equal', 'add'], '+'),
  calc('less', 'Меньше штук', ['minus', 'subtract'], '-'),
  calc('remove', 'Убрать вещь из корзины', ['delete'], 'Delete', { notOnControls: true }),
  calc('addAddress', 'Добавить адрес', ['shift+a'], 'Shift+A'),
  calc('rotateLeft', 'Повернуть машину влево на 15°', ['left'], '←'),
  calc('rotateRight', 'Повернуть машину вправо на 15°', ['right'], '→'),
  calc('rotateLeft90', 'Повернуть машину влево на 90°', ['shift+left'], 'Shift+←'),
  calc('rotateRight90', 'Повернуть машину вправо на 90°', ['shift+right'], 'Shift+→'),
  calc('tiltUp', 'Наклонить: больше сверху', ['up'], '↑'),
  calc('tiltDown', 'Наклонить: больше сбоку', ['down'], '↓'),
  calc('resetView', 'Исходный вид машины', ['0'], '0'),
  calc('prevVehicle', 'Предыдущая машина', ['bracketleft'], '['),
  calc('nextVehicle', 'Следующая машина', ['bracketright'], ']'),
  calc('log', 'Показать или скрыть расчёт', ['l'], 'l'),
  calc('createOrder', 'Создать заказ', ['mod+enter'], 'Ctrl+Enter', { inInputs: true }),
];

// /schedule_week and /schedule_day (issue 23 item 1): the week board and the day chart. Arrows and
// Enter move and open inside the focused board itself; these are the screen's own keys.
const schedule: CommandDef[] = [
  {
    id: 'schedule.prev',
    title: 'Предыдущая неделя (день)',
    category: 'schedule',
    scope: 'schedule',
    keys: ['bracketleft'],
    label: '[',
  },
  {
    id: 'schedule.next',
    title: 'Следующая неделя (день)',
    category: 'schedule',
    scope: 'schedule',
    keys: ['bracketright'],
    label: ']',
  },
  {
    id: 'schedule.today',
    title: 'К сегодняшнему дню',
    category: 'schedule',
    scope: 'schedule',
    keys: ['t'],
    label: 't',
  },
  {
    id: 'schedule.view',
    title: 'Заказы по дням / люди',
    category: 'schedule',
    scope: 'schedule',
    keys: ['v'],
    label: 'v',
  },
  {
    id: 'schedule.assign',
    title: 'Назначить работника на выбранный заказ',
    category: 'schedule',
    scope: 'schedule',
    keys: ['a'],
    label: 'a',
  },
];

// `g` then the resource's goKey jumps to its list (registry field goKey).
const goTo: CommandDef[] = (Object.keys(resources) as ResourceName[]).flatMap((name) => {
  const def = resources[name];
  const goKey = 'goKey' in def ? def.goKey : undefined;
  if (!goKey) return [];
  return [
    {
      id: `go.${name}`,
      title: `Перейти: ${def.title}`,
      category: 'go' as const,
      scope: 'global' as const,
      keys: [`g>${goKey}`],
      label: `g ${goKey}`,
      resource: name,
    },
  ];
});

export const commandTable: readonly CommandDef[] = [
  ...fixed,
  ...order,
  ...call,
  ...task,
  ...calculator,
  ...schedule,
  ...goTo,
];

export const commandById = new Map(commandTable.map((c) => [c.id, c]));
