// Every user-facing message, by key, so the server, console and CLI say the same words and a test
// can hold the spec's wording. Messages the spec quotes are copied verbatim (including its
// lower-case 'вы выбрали…' and 'счет' without ё); the generic server texts at the end are ours.
export const texts = {
  // Lists and forms
  empty: 'Пусто',
  saveFailed: 'Сохранение не удалось из-за следующих ошибок',
  confirm: 'Вы уверены?',
  deleteConfirm: 'Удаление нельзя отменить. Удалить запись?',
  discardConfirm: 'Изменения не сохранены. Закрыть форму и потерять их?',
  download: 'Скачать',
  // The console's answer when no answer came: the request did not reach the server, or the server failed.
  noConnection: 'Нет связи с сервером.',
  serverFailed: 'Сервер не смог выполнить запрос.',
  retry: 'Повторить',

  // Orders and individuals
  duplicatePriceLine: 'Такой тип работ и инструмент уже есть у этого заказа',
  duplicatePassport: 'Физическое лицо с таким номером и серией паспорта уже существует. Показать в новом окне?',
  newClientConfirm: 'вы выбрали нового клиента, продолжить?',
  individualsDataSent: 'Данные отправлены',
  individualsDataSendFailed: 'Ошибка при отправке данных клиенту',
  individualFired: 'Отстранен',
  individualRestored: 'Восстановлен',
  error: 'Ошибка',
  // DESIGN.md section 8: change-history labels for a status change to 2 and to 3.
  historyStatus2: 'Проведение карточки 1',
  historyStatus3: 'Проведение карточки 2',

  // Deploy channel states: warning, restart, done
  deployStarted: 'Началось обновление CRM. Через несколько минут произойдет перезагрузка. Завершайте текущую задачу.',
  deployRestarting: 'CRM перезагружается. Ничего не делайте!',
  deployDone: 'Перезагрузка завершилась. Можно продолжать работу.',

  // User activity and users
  unknownPagePrefix: 'Неизвестно -',
  unknownEntity: 'Неизвестно',
  noPosition: 'Не указана должность',

  // Finance
  bulkPricesDone: 'Массовое изменение тарифов завершено',
  bulkPricesFailed: 'Ошибка массового изменения тарифов',
  massMailingDone: 'Массовая рассылка завершена',
  massMailingDoneWithErrors: 'Массовая рассылка завершена с ошибками',
  massMailingFailed: 'Ошибка массовой рассылки',
  accountContractorMismatch: 'Контрагенты не совпадают. Нельзя выбрать этот счет',
  accountNoDateOrNumber: 'Нельзя выбрать этот счет: отсутствует дата или номер',
  addAccountConfirm: 'Добавить счет?',
  sendAccountConfirm: 'Отправить счет?',
  qualityRecalcStarted: 'Пересчёт запущен. Дождитесь завершения',
  // Sending account and act PDFs (issue 12 item 5); the wording is ours, the spec quotes none.
  documentContactMissing: 'У контрагента нет контакта для документов с e-mail',
  pdfSent: 'PDF отправлен',
  pdfSendJobFailed: 'Ошибка отправки PDF',
  pdfNothingToSend: 'Выберите, что отправить: счёт или акт',
  pdfNoAct: 'К счёту не прикреплён акт',
  pdfActNotOfAccount: 'Этот акт не относится к счёту',
  pdfNoAccounts: 'Не выбран ни один счёт',
  pdfNoOwnEmail: 'Не найден e-mail отправителя для копии себе',
  pdfActAccountNotSelected: 'Акт можно отправить только вместе с выбранным счётом',
  badIdList: 'должно быть списком номеров через запятую',
  // A letter whose sending was cut by a crash: it may have gone, so it is never sent a second time.
  pdfDeliveryUnknown: 'Отправка прервалась сбоем: неизвестно, ушло ли письмо. Проверьте у получателя',
  // The ledger in the console (issue 13 items 1-2); the wording is ours, the spec quotes none.
  transactionDeleteConfirm: 'Удалить операцию? Будет создана обратная операция (сторно).',
  transactionReversed: 'Создана обратная операция (сторно)',
  reversalOf: 'Сторно',
  reversed: 'Сторнирована',
  nullifyTitle: 'Обнулить баланс',
  nullifyDone: 'Баланс обнулён',

  // Calculator and calls
  calcNoItems: 'Вы не выбрали ни одной перевозимой вещи',
  calcFillAddress: 'Заполните адрес',
  notAClient: 'Не клиент',

  // Server answers. 'No access' stays English: the console recognises a 403 by this exact body.
  noAccess: 'No access',
  loginRequired: 'Требуется вход в систему',
  // One answer for unknown e-mail, wrong password and locked account, so it reveals nothing.
  badCredentials: 'Неверный e-mail или пароль',
  humanCheckRequired: 'Подтвердите, что вы не робот',
  badCsrf: 'Неверный CSRF-токен',
  // A stop (restart, update) refused a request before it changed anything.
  serverStopping: 'Сервер перезапускается: запрос не выполнен, повторите его через минуту',
  /** Issue 26 finding 4: a write on a full disk (507); nothing of it was saved. */
  diskFull: 'На сервере закончилось место на диске. Данные не сохранены; обратитесь к администратору.',
  // A browser page of another site tried to open /ws with the user's cookie.
  foreignOrigin: 'Запрос со стороннего сайта отклонён',

  // Field errors, written to follow the field label in a full message
  required: 'не может быть пустым',
  notANumber: 'должно быть числом',
  notAnInteger: 'должно быть целым числом',
  tooBigNumber: 'слишком большое число',
  invalidDate: 'неверная дата',
  invalidMonth: 'неверные месяц и год: нужно мм.гггг, например 05.2027',
  /** A worker's files of no document type: the card's section and the folder of «Скачать все (zip)». */
  untypedFiles: 'Прочие файлы',
  /** Spec 01 §5 'empty files are rejected': a 0-byte file picked into an upload queue. */
  emptyFileSkipped: 'Пустой файл не добавлен',
  tooLong: 'слишком длинное',
  // Follows any label («Контрагент ссылается на несуществующую запись»), so it agrees with every gender.
  notFound: 'ссылается на несуществующую запись',
  alreadyExists: 'уже существует',

  // Sending an act from the act (issue 24 item 3); the wording is ours, the spec quotes none.
  actNotSendable: 'Нельзя отправить акт: отсутствует дата или номер',
  actSent: 'Акт отправлен',
  actSendConfirm: 'Отправить акт?',
  actSendJobFailed: 'Ошибка отправки актов',

  // A date field refuses text that is not a date (issue 22 item 15); the wording is ours.
  dateRefused: 'Дата: только цифры, точка, дефис, тире и пробел',
} as const;

export type TextKey = keyof typeof texts;

/** Spec: "persistent notice 'Сообщение от {sender} в HH:mm: {text}'". */
export function chatMessage(sender: string, hhmm: string, text: string): string {
  return `Сообщение от ${sender} в ${hhmm}: ${text}`;
}

/** Spec: "'Данный счет прикреплен к акту(ам) №{numbers}, сначала открепите его от акта'". */
export function accountAttachedToActs(numbers: readonly (string | number)[]): string {
  return `Данный счет прикреплен к акту(ам) №${numbers.join(', ')}, сначала открепите его от акта`;
}

/** The 422 of send_pdf when the mail server refused the letter: the address and its answer. */
export function pdfDeliveryFailed(address: string, reason: string): string {
  return `Не удалось отправить PDF на ${address}: ${reason}`;
}

/** The notice of a finished mass send (warning when some letters were not delivered). */
export function pdfMassSendNotice(ok: number, total: number): string {
  return ok === total ? `PDF отправлены: ${ok} из ${total}` : `PDF отправлены с ошибками: доставлено ${ok} из ${total}`;
}

/** The notice of a finished send of acts (warning when some letters were not delivered). */
export function actMassSendNotice(ok: number, total: number): string {
  return ok === total
    ? `Акты отправлены: ${ok} из ${total}`
    : `Акты отправлены с ошибками: доставлено ${ok} из ${total}`;
}

/** Spec: "unknown pages show 'Неизвестно -' followed by the uri". */
export function unknownActivityPage(uri: string): string {
  return `${texts.unknownPagePrefix} ${uri}`;
}

/**
 * A missing record: «Запись №7 не найдена (Заказы)». The registry has no grammatical gender, so the
 * noun is always «запись» (never «не найден(а)»); the server's 404 and the CLI read the same.
 */
export function recordNotFound(id: number | string, title: string): string {
  return `Запись №${id} не найдена (${title})`;
}

/** A full error message as listed under 'Сохранение не удалось…': label, then the field error. */
export function fullErrorMessage(label: string, message: string): string {
  return `${label} ${message}`;
}

/**
 * Spec 01 §2 / 02 §2 'an empty-list message that defaults to «Пусто»', then why (issue 23 item 10):
 * «Пусто: ничего не найдено по запросу «…»».
 */
export function emptyListBecause(why: string): string {
  return `${texts.empty}: ничего не найдено ${why}`;
}
