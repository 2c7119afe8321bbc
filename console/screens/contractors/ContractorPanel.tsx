import { toast } from 'sonner';
import { bulkUpdatePrices, type PriceRowInput } from '../../../core/actions/defs/contractors.actions.ts';
import type { Row } from '../../../core/api/api-client.ts';
import { AppError } from '../../../core/errors.ts';
import { texts } from '../../../core/texts.ts';
import { api } from '../../app/api.ts';
import type { FormPanelProps } from '../../form/form-extensions.ts';
import type { NestedRow } from '../../form/form-values.ts';
import { ContractorFiles } from './ContractorFiles.tsx';

const RATE_KEYS = [
  'work_type_id',
  'instrument_type_id',
  'rate_client1',
  'rate_client2',
  'rate_individual1',
  'rate_individual2',
];

/** The prices on screen as bulk_update_prices rows (removed rows are not sent). */
export function pricesData(values: Record<string, unknown>): PriceRowInput[] {
  const rows = (values.prices as NestedRow[] | undefined) ?? [];
  // Rows without a work type were filtered out: each row carries its work_type_id.
  return rows
    .filter((r) => !r._destroy && r.work_type_id)
    .map(
      (r) =>
        Object.fromEntries(
          RATE_KEYS.filter((k) => r[k] !== undefined && r[k] !== '').map((k) => [k, r[k]]),
        ) as unknown as PriceRowInput,
    );
}

/**
 * Spec 02 §8 'failure «Ошибка массового изменения тарифов»' once, then what exactly was wrong: the
 * server's messages already start with that heading, which the notice used to repeat.
 */
export function bulkPricesFailure(e: unknown): string {
  const messages =
    e instanceof AppError && e.fullMessages?.length ? e.fullMessages : [e instanceof Error ? e.message : String(e)];
  const details = messages.filter((m) => m && m !== texts.bulkPricesFailed);
  return details.length ? `${texts.bulkPricesFailed}: ${details.join('; ')}` : texts.bulkPricesFailed;
}

/** The contractor form's special calls: its files and, for a holding, the prices for all its companies. */
export function ContractorPanel(props: FormPanelProps) {
  const { id, values, readOnly, accept } = props;
  const bulk = async () => {
    try {
      const answer = await api.call(bulkUpdatePrices, {
        params: { id },
        body: { prices_data: pricesData(values), apply_to_holding: true },
      });
      accept({ id, prices: answer.prices } as Row, ['prices']);
      toast.success(texts.bulkPricesDone, { duration: 5000 });
    } catch (e) {
      toast.error(bulkPricesFailure(e));
    }
  };
  return (
    <>
      <ContractorFiles {...props} />
      {!readOnly && values.holding === true && (
        <fieldset className="form-panel">
          <legend>Тарифы холдинга</legend>
          <button type="button" className="small" onClick={bulk}>
            Применить цены ко всем компаниям холдинга
          </button>
        </fieldset>
      )}
    </>
  );
}
