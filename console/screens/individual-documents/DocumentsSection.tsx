import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import { documentsApi, type ScanFile, stateLabels, type WorkerFiles } from './documents-api.ts';
import { ScanCard } from './ScanCard.tsx';
import { ScanUpload } from './ScanUpload.tsx';
import './documents.css';

interface TypeRow {
  id: number;
  name: string;
}

/**
 * The worker's documents on the card (spec 01 §2 'per-document-type scan uploads with until-date
 * and comment'): the required documents of the pack and passport type with their state, each
 * type's scans as previews with their actions, an upload per type, and zips to download.
 */
export function DocumentsSection({ individualId }: { individualId: number }) {
  const [data, setData] = useState<WorkerFiles | null>(null);
  const [types, setTypes] = useState<TypeRow[]>([]);
  const [otherType, setOtherType] = useState<number | ''>('');

  const reload = useCallback(() => {
    documentsApi.files(individualId).then(setData, (e: Error) => toast.error(e.message));
  }, [individualId]);
  useEffect(reload, [reload]);
  useEffect(() => {
    api
      .resource('document_types')
      .list({ sort: 'id', order: 'asc', limit: 100 })
      .then((a) => setTypes(a.items.map((t) => ({ id: t.id, name: String(t.name) }))));
  }, []);

  if (!data) return <p className="muted">Загрузка документов…</p>;
  const changed = (action: Promise<unknown>, done: string) =>
    action.then(
      () => {
        toast.success(done, { duration: 3000 });
        reload();
      },
      (e: Error) => toast.error(e.message),
    );
  const upload = (typeId: number) => (file: File, until: string, comment: string) =>
    documentsApi.upload(individualId, typeId, file, until, comment).then(
      () => {
        toast.success('Скан загружен', { duration: 3000 });
        reload();
      },
      (e: Error) => toast.error(e.message),
    );

  const required = new Map(data.checklist.map((c) => [c.type_id, c]));
  const withFiles = [...new Set(data.items.map((f) => f.type_id).filter((t): t is number => t !== null))];
  const shown = [...required.keys(), ...withFiles.filter((t) => !required.has(t))];
  if (otherType !== '' && !shown.includes(otherType)) shown.push(otherType);
  const untyped = data.items.filter((f) => f.type_id === null);
  const scanList = (files: ScanFile[]) => (
    <ul className="scan-list">
      {files.map((f) => (
        <ScanCard key={f.id} individualId={individualId} file={f} onChanged={changed} />
      ))}
    </ul>
  );
  const nameOf = (id: number) => required.get(id)?.name ?? types.find((t) => t.id === id)?.name ?? `Тип №${id}`;

  return (
    <div className="documents-section">
      <p className="documents-head">
        {data.checklist.length === 0 ? 'Пакет документов не выбран' : 'Обязательные документы пакета и типа паспорта'}
        <a className="push-right" href={documentsApi.allZip(individualId)} download>
          Скачать все (zip)
        </a>
      </p>
      {shown.map((typeId) => {
        const item = required.get(typeId);
        const files = data.items.filter((f) => f.type_id === typeId);
        return (
          <section key={typeId} className="document-type" aria-label={nameOf(typeId)} data-type={typeId}>
            <h4>
              {nameOf(typeId)}
              {item && <span className={`doc-state ${item.state}`}>{stateLabels[item.state]}</span>}
              {files.some((f) => !f.deleted_at && !f.archived_at) && (
                <a className="push-right" href={documentsApi.typeZip(individualId, typeId)} download>
                  zip
                </a>
              )}
            </h4>
            {files.length > 0 && scanList(files)}
            <ScanUpload
              typeId={typeId}
              typeName={nameOf(typeId)}
              dated={item?.dated ?? true}
              onUpload={upload(typeId)}
            />
          </section>
        );
      })}
      {untyped.length > 0 && (
        // Files sent without a document type (POST /api/individuals/{id}/file): issue 23 item 4.
        <section className="document-type" aria-label={texts.untypedFiles} data-type="none">
          <h4>{texts.untypedFiles}</h4>
          {scanList(untyped)}
        </section>
      )}
      <label className="other-type">
        Другой документ{' '}
        <select value={otherType} onChange={(e) => setOtherType(e.target.value ? Number(e.target.value) : '')}>
          <option value="">— выберите тип —</option>
          {types
            .filter((t) => !shown.includes(t.id))
            .map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
        </select>
      </label>
    </div>
  );
}
