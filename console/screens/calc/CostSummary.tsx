import type { GetCostAnswer } from '../../../core/calc/get-cost.answer.ts';
import { formatHoursMinutes } from '../../../core/format.ts';
import { formatRoubles } from '../../../core/money.ts';

function vehiclesText(answer: GetCostAnswer): string {
  if (answer.packings.length === 0) return 'без машины';
  return answer.packings.map((p) => `${p.vehicle.name}${p.packs.length > 1 ? ` ×${p.packs.length}` : ''}`).join(', ');
}

/** Time, crew, vehicle and the client's price in every tariff, the chosen tariff first in bold. */
export function CostSummary({ answer, stale }: { answer: GetCostAnswer; stale: boolean }) {
  const tariffs = Object.values(answer.cost);
  return (
    <section className={stale ? 'calc-summary stale' : 'calc-summary'} aria-label="Стоимость и время" aria-busy={stale}>
      <dl>
        <div>
          <dt>Время</dt>
          <dd className="calc-time">{formatHoursMinutes(answer.time.minutes)}</dd>
        </div>
        <div>
          <dt>К оплате</dt>
          <dd>{answer.time.billed_text}</dd>
        </div>
        <div>
          <dt>Бригада</dt>
          <dd className="calc-crew">{answer.crew} чел.</dd>
        </div>
        <div className="wide">
          <dt>Машина</dt>
          <dd className="calc-vehicle-name">{vehiclesText(answer)}</dd>
        </div>
      </dl>
      {/* Why it does not fit stands at the input that fixes it (answer.problems, calc-errors.ts). */}
      {answer.unplaced.length > 0 ? (
        <p className="field-error calc-not-priced">
          Стоимость не считается: груз не помещается в машину (см. «Машина»).
        </p>
      ) : (
        <table className="calc-tariffs">
          <thead>
            <tr>
              <th>Тариф</th>
              <th>Бригада</th>
              <th>Время</th>
              <th className="num">Клиенту, ₽</th>
            </tr>
          </thead>
          <tbody>
            {tariffs.map((t) => (
              <tr key={t.tariff_id} className={t.tariff_id === answer.tariff_id ? 'chosen' : undefined}>
                <td>{t.name}</td>
                <td>{t.crew}</td>
                <td>{formatHoursMinutes(t.minutes)}</td>
                <td className="num calc-price">{formatRoubles(t.client_price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
