import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { Row } from '../../core/api/api-client.ts';
import type { Filter } from '../../core/filter.ts';
import type { ResourceDef } from '../../core/resources/define-resource.ts';
import { api } from '../app/api.ts';
import { useSession } from '../stores/session-store.ts';

interface Props {
  def: ResourceDef;
  filter: Filter;
  onApply(filter: Filter): void;
}

/** Named filters of this list, kept per user in the `filters` resource. */
export function SavedFilters({ def, filter, onApply }: Props) {
  const me = useSession((s) => s.me);
  const [saved, setSaved] = useState<Row[]>([]);
  const [name, setName] = useState('');
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version changes after a save to read the list again.
  useEffect(() => {
    if (!me) return;
    api
      .resource('filters')
      .list({ filter: { model: [def.name], user_id: [String(me.id)] }, limit: 100 })
      .then((a) => setSaved(a.items.filter((r) => r.model === def.name)))
      .catch(() => setSaved([]));
  }, [def.name, me, version]);

  const save = async () => {
    await api.resource('filters').create({ name: name.trim(), model: def.name, filter });
    toast.success('Фильтр сохранён', { duration: 3000 });
    setName('');
    setVersion((v) => v + 1);
  };

  return (
    <div className="saved-filters">
      <select
        aria-label="Сохранённые фильтры"
        value=""
        onChange={(e) => {
          const hit = saved.find((r) => String(r.id) === e.target.value);
          if (hit) onApply((hit.filter as Filter) ?? {});
        }}
      >
        <option value="">Сохранённые фильтры…</option>
        {saved.map((r) => (
          <option key={r.id} value={r.id}>
            {String(r.name)}
          </option>
        ))}
      </select>
      <input
        aria-label="Название фильтра"
        placeholder="Название фильтра"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <button
        type="button"
        disabled={!name.trim() || Object.keys(filter).length === 0}
        onClick={() => save().catch(() => toast.error('Не удалось сохранить фильтр'))}
      >
        Сохранить фильтр
      </button>
    </div>
  );
}
