import { useState } from 'react';
import type { FormPanelProps } from '../../form/form-extensions.ts';
import { api } from '../../app/api.ts';

/**
 * The PBX's secret for POST /api/telephony/events (docs/admin.md «Telephony»): issued here and shown this
 * once, since the server keeps only its hash; issuing again replaces it and cuts off the old one.
 */
export function IntegrationSecret({ id, readOnly }: FormPanelProps) {
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const issue = () =>
    api
      .request<{ secret: string }>('POST', `/api/telephony_integrations/${id}/secret`)
      .then((answer) => {
        setSecret(answer.secret);
        setError(null);
      })
      .catch((e: Error) => setError(e.message));
  return (
    <fieldset className="form-panel">
      <legend>Секрет для АТС</legend>
      <p className="muted">
        АТС присылает его в заголовке <span className="mono">X-Telephony-Secret</span> на адрес{' '}
        <span className="mono">/api/telephony/events</span>. Новый секрет заменяет прежний.
      </p>
      {secret ? (
        <p>
          Скопируйте сейчас, он больше не будет показан: <output className="mono">{secret}</output>
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
      <button type="button" onClick={issue} disabled={readOnly}>
        Выдать новый секрет
      </button>
    </fieldset>
  );
}
