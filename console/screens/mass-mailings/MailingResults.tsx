import type { MailingErrorRow } from './mailing-api.ts';

/** Spec 02 §8: the rows of a mailing finished with errors: contractor, contact and message. */
export function MailingResults({ rows }: { rows: readonly MailingErrorRow[] }) {
  if (rows.length === 0) return null;
  return (
    <table className="mailing-results" aria-label="Ошибки рассылки">
      <thead>
        <tr>
          <th>Контрагент</th>
          <th>Контакт</th>
          <th>Сообщение</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one contractor can have a row per channel
          <tr key={i}>
            <td>
              {r.contractor_id ? <a href={`/contractors?id=${r.contractor_id}`}>{r.contractor}</a> : r.contractor}
            </td>
            <td>{r.contact}</td>
            <td>{r.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
