// Reference lists of the demo company. Ids are explicit where the spec fixes them (work types 48-54,
// document types 1-15, passport types 6 and 7, contractor type 1) or where other seed rows refer to them.

export const WORK_TYPE_GROUPS = [
  { id: 1, name: 'Погрузочно-разгрузочные работы', position: 1 },
  { id: 2, name: 'Транспорт', position: 2 },
  { id: 3, name: 'Сборка и монтаж', position: 3 },
  { id: 4, name: 'Руководство на объекте', position: 4 },
  { id: 5, name: 'Складские работы', position: 5 },
];

/** Ids 1-4 are vehicles: the driver work type (52) carries one of them. */
export const VEHICLE_IDS = [1, 2, 3, 4];
export const INSTRUMENT_TYPES = [
  { id: 1, name: 'Газель 3 м', short_name: 'Газель', description: 'Тент 3 × 1,9 × 1,8 м, до 1,5 т' },
  { id: 2, name: 'Газель удлинённая', short_name: 'Газель 4,2', description: 'Тент 4,2 × 2 × 2 м, до 1,5 т' },
  { id: 3, name: 'Фургон 20 м³', short_name: 'Фургон', description: 'Изотермический, до 3 т' },
  { id: 4, name: 'Грузовик 5 т', short_name: '5 т', description: 'Кузов 6 × 2,45 × 2,4 м, гидроборт' },
  { id: 5, name: 'Гидравлическая тележка', short_name: 'Гидротележка', description: 'Грузоподъёмность 2,5 т' },
  { id: 6, name: 'Рохля', short_name: 'Рохля', description: 'Ручная вилочная тележка для паллет' },
  { id: 7, name: 'Шуруповёрт', short_name: 'Шуруповёрт', description: 'Аккумуляторный, с набором бит' },
  { id: 8, name: 'Такелажные ремни', short_name: 'Ремни', description: 'Комплект ремней и лямок' },
];

export const WORK_TYPES = [
  { id: 48, name: 'Грузчик', short_name: 'Гр', group: 1, instruments: [] as number[] },
  { id: 49, name: 'Разнорабочий', short_name: 'Рр', group: 1, instruments: [] },
  { id: 50, name: 'Такелажник', short_name: 'Тк', group: 1, instruments: [5, 6, 8] },
  { id: 51, name: 'Сборщик мебели', short_name: 'Сб', group: 3, instruments: [7] },
  { id: 52, name: 'Водитель', short_name: 'Вд', group: 2, instruments: VEHICLE_IDS },
  { id: 53, name: 'Упаковщик', short_name: 'Уп', group: 5, instruments: [] },
  { id: 54, name: 'Бригадир', short_name: 'Бр', group: 4, instruments: [] },
  { id: 55, name: 'Кладовщик', short_name: 'Кл', group: 5, instruments: [] },
  { id: 56, name: 'Комплектовщик', short_name: 'Км', group: 5, instruments: [] },
];

/** Client and worker hourly rates in roubles by work type, or by vehicle for the driver. */
export const BASE_RATES: Record<number, [client: number, worker: number]> = {
  48: [550, 350],
  49: [500, 320],
  50: [800, 520],
  51: [750, 480],
  53: [520, 340],
  54: [700, 480],
  55: [560, 370],
  56: [540, 350],
};
export const DRIVER_RATES: Record<number, [client: number, worker: number]> = {
  1: [1200, 800],
  2: [1400, 900],
  3: [1700, 1100],
  4: [2300, 1500],
};

// Spec 01 section 3: passport 1, registration 2, contract 3, inn 4, snils 5, med_polis_not_important 6,
// mig_card 7, patent 8, patent_check 9, fms_accept 10, fms_deny 11, rvp 12, bank_account 13,
// med_polis_important 14, dactylography 15.
export const DOCUMENT_TYPES: { id: number; name: string; short_name: string; important: boolean }[] = [
  { id: 1, name: 'Паспорт', short_name: 'Паспорт', important: true },
  { id: 2, name: 'Регистрация', short_name: 'Рег.', important: true },
  { id: 3, name: 'Договор', short_name: 'Договор', important: true },
  { id: 4, name: 'ИНН', short_name: 'ИНН', important: false },
  { id: 5, name: 'СНИЛС', short_name: 'СНИЛС', important: false },
  { id: 6, name: 'Медполис (необязательный)', short_name: 'Медполис', important: false },
  { id: 7, name: 'Миграционная карта', short_name: 'Мигр. карта', important: true },
  { id: 8, name: 'Патент', short_name: 'Патент', important: true },
  { id: 9, name: 'Чек по патенту', short_name: 'Чек', important: true },
  { id: 10, name: 'Уведомление ФМС (принято)', short_name: 'ФМС +', important: true },
  { id: 11, name: 'Уведомление ФМС (отказ)', short_name: 'ФМС −', important: false },
  { id: 12, name: 'РВП', short_name: 'РВП', important: true },
  { id: 13, name: 'Банковский счёт', short_name: 'Счёт', important: false },
  { id: 14, name: 'Медполис (обязательный)', short_name: 'Медполис обяз.', important: true },
  { id: 15, name: 'Дактилоскопия', short_name: 'Дактилоскопия', important: true },
];

export const DOCUMENT_PACKS = [
  { id: 1, name: 'Гражданин РФ', types: [1, 2, 3, 4, 5, 6, 13], until: [6] },
  { id: 2, name: 'Иностранный гражданин с патентом', types: [1, 2, 3, 7, 8, 9, 10, 14, 15], until: [2, 7, 8, 9, 14] },
  { id: 3, name: 'Иностранный гражданин с РВП или ВНЖ', types: [1, 2, 3, 12, 13, 14, 15], until: [2, 12, 14] },
  { id: 4, name: 'Гражданин ЕАЭС', types: [1, 2, 3, 7, 10, 13, 14], until: [2, 7, 14] },
];

// Types 6 (patent) and 7 (residence permit) are fixed by spec 01 (highlighted red in lists).
export const PASSPORT_TYPES = [
  { id: 1, name: 'Паспорт гражданина РФ', short_name: 'РФ', pack: 1 },
  { id: 2, name: 'Паспорт Республики Беларусь', short_name: 'РБ', pack: 4 },
  { id: 3, name: 'Паспорт Республики Казахстан', short_name: 'РК', pack: 4 },
  { id: 4, name: 'Паспорт Кыргызской Республики', short_name: 'КР', pack: 4 },
  { id: 5, name: 'Паспорт Республики Армения', short_name: 'РА', pack: 4 },
  { id: 6, name: 'Патент', short_name: 'Патент', pack: 2 },
  { id: 7, name: 'Вид на жительство', short_name: 'ВНЖ', pack: 3 },
];

export const CONTRACTOR_TYPES = ['Клиент', 'Постоянный клиент', 'Субподрядчик', 'Частное лицо'];
export const CONTRACTOR_SCOPES = [
  'Розничная торговля',
  'Складская логистика',
  'Производство',
  'Строительство',
  'Офисные переезды',
  'Мероприятия и выставки',
  'Мебель',
  'HoReCa',
  'Торговые центры',
  'Интернет-магазин',
];
export const PAYMENT_CONDITIONS = [
  { name: 'Оплата по факту', days: 0 },
  { name: 'Отсрочка 5 банковских дней', days: 5 },
  { name: 'Еженедельно', days: 7 },
  { name: 'Отсрочка 14 дней', days: 14 },
  { name: 'Отсрочка 30 дней', days: 30 },
];
export const PREPAYMENT_CONDITIONS = [
  { name: 'Без предоплаты', percent: '0.00' },
  { name: 'Предоплата 30%', percent: '30.00' },
  { name: 'Предоплата 50%', percent: '50.00' },
  { name: 'Полная предоплата', percent: '100.00' },
];
export const ADDRESS_TYPES = ['Юридический', 'Фактический', 'Почтовый'];
export const WORK_CONDITIONS = [
  'Работа на улице',
  'Холодный склад',
  'Грузы тяжелее 50 кг',
  'Ночная смена',
  'Пропускной режим',
  'Нужна спецодежда',
  'Подъём без лифта',
];
export const WORK_SHIFTS = [
  { name: 'Утренняя', start_time: '08:00', end_time: '16:00' },
  { name: 'Дневная', start_time: '09:00', end_time: '18:00' },
  { name: 'Вечерняя', start_time: '14:00', end_time: '22:00' },
  { name: 'Ночная', start_time: '22:00', end_time: '06:00' },
  { name: 'Сутки', start_time: '08:00', end_time: '08:00' },
];
export const PENALTIES = [
  { name: 'Опоздание', amount: '500.00' },
  { name: 'Неявка без предупреждения', amount: '2000.00' },
  { name: 'Курение на объекте', amount: '1000.00' },
  { name: 'Порча груза', amount: '3000.00' },
  { name: 'Нет формы', amount: '300.00' },
  { name: 'Грубость с клиентом', amount: '1500.00' },
  { name: 'Алкоголь', amount: '5000.00' },
];
export const V_CARDS = [
  { name: 'Грузчик стандарт', client_rate: '550.00', individual_rate: '350.00' },
  { name: 'Грузчик срочно', client_rate: '650.00', individual_rate: '400.00' },
  { name: 'Такелаж', client_rate: '800.00', individual_rate: '520.00' },
  { name: 'Сборка мебели', client_rate: '750.00', individual_rate: '480.00' },
  { name: 'Газель с водителем', client_rate: '1200.00', individual_rate: '800.00' },
];
export const CLOTHING_TYPES = [
  'Фирменная футболка',
  'Комбинезон',
  'Утеплённая куртка',
  'Сигнальный жилет',
  'Защитная обувь',
];
export const APPEARANCES = ['Опрятный вид', 'Фирменная форма', 'Деловой стиль', 'Без требований'];
export const HONESTY_TYPES = ['Платит вовремя', 'Задерживает оплату', 'Занижает часы', 'Спорит по счетам', 'Не платит'];
export const RATING_GRADATIONS = [
  { name: 'Низкий', min_rating: '0.00', max_rating: '3.00' },
  { name: 'Средний', min_rating: '3.00', max_rating: '4.00' },
  { name: 'Высокий', min_rating: '4.00', max_rating: '4.70' },
  { name: 'Отличный', min_rating: '4.70', max_rating: '5.00' },
];
export const COMMUTE_PAYMENTS = [
  { name: 'Проезд по Москве', amount: '150.00' },
  { name: 'Новая Москва', amount: '300.00' },
  { name: 'Электричка до 50 км', amount: '400.00' },
  { name: 'Такси после 23:00', amount: '800.00' },
];
/** Towns near Moscow: [name, km from the ring road, latitude, longitude]. */
export const MKAD_TOWNS: [string, number, number, number][] = [
  ['Реутов', 2, 55.7586, 37.8617],
  ['Котельники', 2, 55.6597, 37.8631],
  ['Химки', 4, 55.897, 37.4297],
  ['Люберцы', 5, 55.6783, 37.8933],
  ['Красногорск', 5, 55.8204, 37.3302],
  ['Видное', 6, 55.5514, 37.7053],
  ['Долгопрудный', 7, 55.9386, 37.5133],
  ['Мытищи', 8, 55.9116, 37.7308],
  ['Балашиха', 9, 55.7963, 37.9382],
  ['Одинцово', 10, 55.678, 37.2777],
  ['Королёв', 10, 55.9162, 37.8545],
  ['Щёлково', 14, 55.9233, 37.9787],
  ['Лобня', 14, 56.013, 37.4746],
  ['Пушкино', 16, 56.0104, 37.8471],
  ['Зеленоград', 18, 55.9825, 37.1814],
  ['Подольск', 20, 55.4242, 37.5547],
  ['Домодедово', 23, 55.4367, 37.7667],
  ['Жуковский', 23, 55.5953, 38.1204],
  ['Раменское', 26, 55.567, 38.2304],
  ['Электросталь', 37, 55.7845, 38.4449],
  ['Ногинск', 38, 55.8686, 38.4416],
  ['Истра', 40, 55.9148, 36.8602],
  ['Дмитров', 46, 56.3442, 37.5202],
  ['Чехов', 50, 55.1423, 37.4545],
  ['Сергиев Посад', 52, 56.31, 38.1326],
];
export const EQUIPMENT_INSTRUMENTS = [
  { name: 'Рулетка 5 м', amount: 20 },
  { name: 'Нож строительный', amount: 30 },
  { name: 'Стрейч-плёнка, рулон', amount: 100 },
  { name: 'Скотч упаковочный', amount: 200 },
  { name: 'Шуруповёрт', amount: 6 },
  { name: 'Ремни такелажные', amount: 10 },
];
export const EQUIPMENT_CLOTHING = [
  { name: 'Футболка фирменная', amount: 150 },
  { name: 'Жилет сигнальный', amount: 80 },
  { name: 'Перчатки рабочие, пара', amount: 500 },
  { name: 'Куртка зимняя', amount: 40 },
  { name: 'Комбинезон', amount: 60 },
  { name: 'Кепка', amount: 100 },
];
export const EQUIPMENT_ACCESSORIES = [
  { name: 'Бейдж', amount: 200 },
  { name: 'Пропуск на склад', amount: 50 },
  { name: 'Рация', amount: 8 },
  { name: 'Фонарик налобный', amount: 15 },
];
