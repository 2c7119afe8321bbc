import { toast } from 'sonner';
import type { RowOf } from '../../../../core/api/row-types.ts';
import { FilePicker } from '../../../fields/inputs/FilePicker.tsx';
import { type ExtraPanelProps, type OrderFileKind, orderExtras, orderFileUrl } from './order-extras-api.ts';
import { PanelState } from './PanelState.tsx';
import { usePanelData } from './usePanelData.ts';

const kinds: { kind: OrderFileKind; column: keyof RowOf<'orders'>; title: string }[] = [
  { kind: 'instruct_file', column: 'instruct_file_id', title: 'Инструкция' },
  { kind: 'timesheet_file', column: 'timesheet_file_id', title: 'Табель' },
];

function FileRow({
  orderId,
  kind,
  title,
  present,
  onUploaded,
}: {
  orderId: number;
  kind: OrderFileKind;
  title: string;
  present: boolean;
  onUploaded(): void;
}) {
  async function upload(file: File | undefined) {
    if (!file) return;
    try {
      await orderExtras.uploadFile(orderId, kind, file);
      toast.success(`${title}: файл загружен`);
      onUploaded();
    } catch (e) {
      toast.error((e as Error).message);
    }
  }
  return (
    <li>
      <span className="file-title">{title}</span>
      {present ? <a href={orderFileUrl(orderId, kind)}>Скачать</a> : <span className="panel-empty">нет файла</span>}
      <FilePicker
        accept="application/pdf,image/png,image/jpeg,image/webp"
        label={`${title}: файл`}
        button={present ? 'Заменить' : 'Загрузить'}
        chosen={null}
        onFiles={([file]) => upload(file)}
      />
    </li>
  );
}

/** «Файлы заказа» (spec 01 §2 'links to the instruction file and the timesheet file'): download and upload. */
export function OrderFilesPanel({ orderId, reload: orderChanged }: ExtraPanelProps) {
  const { data, error, reload } = usePanelData(() => orderExtras.order(orderId), orderId);
  if (!data) return <PanelState error={error} onRetry={reload} />;
  return (
    <ul className="order-files">
      {kinds.map((k) => (
        <FileRow
          key={k.kind}
          orderId={orderId}
          kind={k.kind}
          title={k.title}
          present={data[k.column] != null}
          onUploaded={() => {
            reload();
            orderChanged?.();
          }}
        />
      ))}
    </ul>
  );
}
