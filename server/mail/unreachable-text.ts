// Why a mail server or a messenger gateway could not be reached, in words an operator acts on
// (issue 23 item 7: a failed mailing read «Ошибка: connect ECONNREFUSED 127.0.0.1:9»). Node's and
// nodemailer's codes are kept in brackets for whoever sets the server up.

const causes: Record<string, string> = {
  ECONNREFUSED: 'соединение отклонено: по этому адресу сервер не принимает письма',
  ETIMEDOUT: 'сервер не ответил вовремя',
  ECONNRESET: 'соединение оборвалось',
  EDNS: 'имя сервера не найдено',
  ENOTFOUND: 'имя сервера не найдено',
  EAI_AGAIN: 'имя сервера не удалось узнать (DNS)',
  EHOSTUNREACH: 'сервер недоступен по сети',
  ENETUNREACH: 'сеть недоступна',
  ECONNECTION: 'не удалось соединиться',
  ESOCKET: 'ошибка соединения',
  TimeoutError: 'шлюз не ответил вовремя',
};

interface NetError {
  code?: string;
  name?: string;
  message?: string;
  address?: string;
  port?: number;
  cause?: unknown;
}

/** The low-level code of the failure: its own, its cause's, or the one its message names. */
function codeOf(e: NetError): string | undefined {
  const inner = (e.cause ?? {}) as NetError;
  const named = /\b(E[A-Z_]{4,})\b/.exec(e.message ?? '')?.[1];
  return [inner.code, named, e.code, e.name].find((c): c is string => !!c && c in causes);
}

/** host:port the error names, if any (nodemailer: «connect ECONNREFUSED 127.0.0.1:9»). */
function placeOf(e: NetError): string | undefined {
  for (const one of [e, (e.cause ?? {}) as NetError]) {
    if (one.address) return one.port ? `${one.address}:${one.port}` : one.address;
    const named = /\b(\d{1,3}(?:\.\d{1,3}){3}:\d+|[\w.-]+\.[a-z]{2,}(?::\d+)?)\b/i.exec(one.message ?? '')?.[1];
    if (named) return named;
  }
  return undefined;
}

/**
 * «Почтовый сервер недоступен (127.0.0.1:9): соединение отклонено… [ECONNREFUSED]. Письма не
 * отправлены: рассылка повторится, а после последней попытки — проверьте настройку почты (SMTP_URL).»
 */
export function unreachableText(channel: 'email' | 'whatsapp', error: unknown): string {
  const e = (error ?? {}) as NetError;
  const code = codeOf(e);
  const place = placeOf(e);
  const who = channel === 'email' ? 'Почтовый сервер' : 'Шлюз WhatsApp';
  const setting = channel === 'email' ? 'SMTP_URL' : 'WHATSAPP_API_URL';
  const what = code ? `${causes[code]} [${code}]` : (e.message ?? String(error)).slice(0, 200);
  const nothing = channel === 'email' ? 'Письма не отправлены' : 'Сообщения не отправлены';
  return `${who} недоступен${place ? ` (${place})` : ''}: ${what}. ${nothing}; проверьте настройку ${setting} у администратора.`;
}

/** nodemailer's codes for a letter the server answered and refused, in words. */
const refusals: Record<string, string> = {
  EENVELOPE: 'адрес получателя отклонён',
  EMESSAGE: 'письмо отклонено',
  EAUTH: 'почтовый сервер не принял логин и пароль',
  EENCODING: 'письмо не удалось собрать',
};

/**
 * Why one letter was not sent, in Russian, with the server's own answer kept in brackets for whoever
 * reads the mail log: «Почтовый сервер не принял письмо: адрес получателя отклонён (550 No such user
 * here)». The CLI, the delivery journal and the mailing's error rows showed nodemailer's English
 * («Can't send mail - all recipients were rejected…»).
 */
export function letterRefusedText(error: unknown): string {
  const e = (error ?? {}) as NetError & { response?: string; responseCode?: number };
  const answer = e.response?.trim().slice(0, 200);
  if (e.code && e.code in refusals)
    return `Почтовый сервер не принял письмо: ${refusals[e.code]}${answer ? ` (${answer})` : ''}`;
  if (codeOf(e)) return unreachableText('email', e);
  if (answer) return `Почтовый сервер не принял письмо (${answer})`;
  return `Письмо не отправлено: ${(e.message ?? String(error)).slice(0, 200)}`;
}
