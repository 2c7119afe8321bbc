import { useEffect, useState } from 'react';
import {
  uploadWorkTypeImage,
  type WorkTypeInstrument as InstrumentType,
} from '../../../core/actions/defs/work-types.actions.ts';
import type { AppError } from '../../../core/errors.ts';
import type { TreeNode } from '../../../core/work-types/work-type-tree.ts';
import { api } from '../../app/api.ts';
import { FilePicker } from '../../fields/inputs/FilePicker.tsx';

/** A work type's instrument types, each with its picture and an upload (spec 01 §7 image per instrument type). */
function Instruments({ workTypeId }: { workTypeId: number }) {
  const [items, setItems] = useState<InstrumentType[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    setItems(null);
    api
      // The work type's record carries its instrument types with their pictures (work-types.hooks.ts).
      .request<{ instrument_types: InstrumentType[] }>('GET', `/api/work_types/${workTypeId}`)
      .then((a) => live && setItems(a.instrument_types))
      .catch(() => live && setError('Не удалось загрузить инструменты'));
    return () => {
      live = false;
    };
  }, [workTypeId]);

  const upload = async (instrument: number, file: File) => {
    const body = new FormData();
    body.append('file', file);
    try {
      const answer = await api.upload(uploadWorkTypeImage, body, {
        params: { id: workTypeId, instrument_type_id: instrument },
      });
      setItems(answer.instrument_types);
      setError('');
    } catch (e) {
      setError((e as AppError).fullMessages?.join('; ') || (e as Error).message);
    }
  };

  if (!items) return <p className="muted">{error || 'Загрузка…'}</p>;
  if (!items.length) return <p className="muted">Инструменты не указаны</p>;
  return (
    <>
      {error ? <p className="field-error">{error}</p> : null}
      <ul className="tree-instruments">
        {items.map((it) => (
          <li key={it.id}>
            {it.image ? <img src={it.image} alt={it.name} /> : <span className="tree-no-image">нет картинки</span>}
            <span>
              {it.name}{' '}
              <FilePicker
                accept="image/png,image/jpeg,image/webp,image/svg+xml"
                label={`Картинка: ${it.name}`}
                button={it.image ? 'Заменить картинку' : 'Выбрать картинку'}
                chosen={null}
                onFiles={([file]) => void upload(it.id, file)}
              />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The chosen node: a group's contents, or a work type with its instrument types and their pictures. */
export function WorkTypeDetails({ node }: { node: TreeNode }) {
  const groups = node.children.filter((c) => c.kind === 'group').length;
  return (
    <aside className="tree-details" aria-label="Выбранный узел">
      <h2>{node.label}</h2>
      {node.kind === 'group' ? (
        <p className="muted">
          Группа: подгрупп {groups}, типов работ {node.children.length - groups}
        </p>
      ) : (
        <Instruments workTypeId={node.record_id} />
      )}
    </aside>
  );
}
