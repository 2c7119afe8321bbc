import { useState } from 'react';
import { toast } from 'sonner';
import { uploadRatingScreenshot } from '../../../core/actions/defs/ratings.actions.ts';
import { actionUrl } from '../../../core/actions/define-action.ts';
import { api } from '../../app/api.ts';
import type { FormPanelProps } from '../../form/form-extensions.ts';
import './quality.css';

/**
 * Spec 02 §2 'Client rating: screenshot upload': the client's rating as a picture (PNG, JPEG, WebP,
 * checked by the server by its content), shown on the rating's card once there is one.
 */
export function RatingScreenshotPanel({ id, values, readOnly, accept }: FormPanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const url = actionUrl(uploadRatingScreenshot, { id });
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const answer = await api.request<{ rating_screenshot_file_id: number }>('POST', url, body);
      accept({ id, rating_screenshot_file_id: answer.rating_screenshot_file_id }, ['rating_screenshot_file_id']);
      setVersion((v) => v + 1);
      setFile(null);
      toast.success('Скриншот загружен', { duration: 3000 });
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="form-panel rating-screenshot">
      <legend>Скриншот оценки</legend>
      {values.rating_screenshot_file_id ? (
        <a href={url} target="_blank" rel="noopener">
          <img src={`${url}?v=${version}`} alt={`Скриншот оценки заказа № ${id}`} className="rating-screenshot-image" />
        </a>
      ) : (
        <p className="muted">Скриншота пока нет.</p>
      )}
      {!readOnly && (
        <div className="field-row">
          <label htmlFor="rating-screenshot">Файл</label>
          <input
            id="rating-screenshot"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <button type="button" className="small" disabled={!file || busy} onClick={upload}>
            {busy ? 'Загрузка…' : 'Загрузить'}
          </button>
        </div>
      )}
    </fieldset>
  );
}
