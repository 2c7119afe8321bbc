import { useSharedMeta } from '../../stores/shared-meta-store.ts';
import './info.css';

/**
 * /info/zoiper5: how an operator sets up the Zoiper 5 softphone for the company's telephony (spec
 * 02 §2 'Information pages (content not shown)'). The PBX address is vot_host of the shared metadata;
 * the SIP password is never in the console (DESIGN.md §8): the administrator hands it over.
 */
export function Zoiper5Info() {
  const host = useSharedMeta()?.vot_host;
  return (
    <article className="info-screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Настройка Zoiper 5</h1>
      <p>
        Zoiper 5 — программный телефон: звонки клиентам и работникам идут через АТС компании, разговоры записываются и
        попадают в раздел «Звонки».
      </p>
      <h2>Что нужно</h2>
      <ul>
        <li>Внутренний номер и пароль SIP — выдаёт администратор (в CRM пароль не хранится и не показывается).</li>
        <li>
          Адрес АТС: <strong className="mono">{host ?? 'уточните у администратора'}</strong>.
        </li>
        <li>Гарнитура. Для ноутбука без гарнитуры собеседник будет слышать эхо.</li>
      </ul>
      <h2>Установка и учётная запись</h2>
      <ol>
        <li>Скачайте Zoiper 5 (бесплатная версия) с zoiper.com для вашей системы и установите.</li>
        <li>При первом запуске выберите «Continue as a Free user».</li>
        <li>
          В поле «Login» введите <span className="mono">внутренний_номер@{host ?? 'адрес_АТС'}</span>, в поле «Password»
          — пароль SIP, нажмите «Login».
        </li>
        <li>
          На шаге «Hostname» оставьте адрес АТС; «Authentication and outbound proxy» не заполняйте, нажмите «Next».
        </li>
        <li>
          Zoiper проверит протоколы: выберите найденный «SIP UDP» (или «SIP TLS», если администратор включил шифрование)
          и нажмите «Finish». Слева появится учётная запись с зелёной отметкой.
        </li>
      </ol>
      <h2>Рекомендуемые настройки</h2>
      <ul>
        <li>Settings → Audio: выберите гарнитуру для микрофона и динамика, включите «Echo cancellation».</li>
        <li>Settings → Accounts → Codecs: оставьте включёнными G.711 (PCMA, PCMU) и Opus.</li>
        <li>Settings → General: «Start on system startup», чтобы не пропускать звонки после перезагрузки.</li>
      </ul>
      <h2>Если не работает</h2>
      <ul>
        <li>Красная отметка у учётной записи — неверный номер, пароль или адрес АТС.</li>
        <li>Звонок соединяется, но нет звука — попросите администратора проверить NAT; в Zoiper включите STUN.</li>
        <li>Входящие не приходят — проверьте, что Zoiper не закрыт, а свёрнут в трей.</li>
      </ul>
    </article>
  );
}
