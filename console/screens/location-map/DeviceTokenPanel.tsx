import { useState } from 'react';
import { issueDeviceToken, revokeDeviceToken } from '../../../core/actions/defs/location-logs.actions.ts';
import type { AppError } from '../../../core/errors.ts';
import { resources } from '../../../core/resources/index.ts';
import { api } from '../../app/api.ts';
import { RefInput } from '../../fields/inputs/RefInput.tsx';

const workerField = resources.location_logs.fields.trackable_id;

/**
 * Admins issue a worker's phone its device token here (shown once: the server keeps only a hash) or
 * revoke it. Issuing again replaces the old token, which is how a lost phone is cut off.
 */
export function DeviceTokenPanel() {
  const [worker, setWorker] = useState<number | null>(null);
  const [token, setToken] = useState('');
  const [note, setNote] = useState('');
  const run = async (issue: boolean) => {
    if (worker === null) return;
    setToken('');
    try {
      if (issue) {
        const answer = await api.call(issueDeviceToken, { body: { device_token: { trackable_id: worker } } });
        setToken(answer.token);
        setNote('Введите токен в приложение телефона: он показывается один раз, прежний перестал действовать.');
      } else {
        await api.call(revokeDeviceToken, { params: { trackable_id: worker } });
        setNote('Токен отозван: телефон больше не может отправлять отметки.');
      }
    } catch (e) {
      setNote((e as AppError).message);
    }
  };
  return (
    <details className="map-tokens">
      <summary>Токен телефона работника</summary>
      <RefInput
        id="map-token-worker"
        field={workerField}
        value={worker}
        onChange={(v) => setWorker(v as number | null)}
        ariaLabel="Работник"
      />
      <div className="buttons">
        <button type="button" className="small" disabled={worker === null} onClick={() => void run(true)}>
          Выдать токен
        </button>
        <button type="button" className="small" disabled={worker === null} onClick={() => void run(false)}>
          Отозвать
        </button>
      </div>
      {token ? (
        <input
          className="mono"
          readOnly
          value={token}
          aria-label="Токен устройства"
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : null}
      {note ? <p className="muted">{note}</p> : null}
    </details>
  );
}
