import { describe, expect, it } from 'vitest';
import { planLine, planMassSend, planSummary, resultLine } from './mass-send-plan.ts';

// Issue 24 item 4: '`crm accounts mass-send --act` … with 14 accounts it printed «доставлено 2 из 14»
// and exited 0; the 12 accounts without an act got no letter at all, with no warning in the dry run or
// the confirmation; each result row is a raw dump starting «error: ;» even for successes'.
// Deliver: '`--act` says in the dry run and the confirmation which accounts have no act and sends them
// without one unless told otherwise'.

const records = [
  { id: 1, number: 'С-1', amount: '1000.00', acts: [{ id: 7, number: 'А-7' }] },
  { id: 2, number: null, amount: '250.50', acts: [] },
  { id: 3, number: 'С-3', amount: '0.10', acts: null },
];
const contractor = () => 'ООО «Ромашка»';

describe('crm accounts mass-send --act plan', () => {
  it('sends the accounts without an act alone and names them in the summary', () => {
    const options = { act: true, onlyWithAct: false };
    const plan = planMassSend(records, contractor, options);
    expect(plan.map((a) => [a.id, a.withAct, a.skipped])).toEqual([
      [1, true, false],
      [2, false, false],
      [3, false, false],
    ]);
    expect(planLine(plan[0], options)).toBe('Счёт №1 (С-1), ООО «Ромашка», 1 000,00: счёт и акт (№ А-7)');
    expect(planLine(plan[1], options)).toBe('Счёт №2, ООО «Ромашка», 250,50: только счёт — акта нет');
    expect(planSummary(plan, options)).toBe(
      '3 счёта на сумму 1 250,60, с актами 1; без акта 2 (№2, №3) — уйдут без акта',
    );
  });

  it('--only-with-act leaves the accounts without an act out, and says so', () => {
    const options = { act: true, onlyWithAct: true };
    const plan = planMassSend(records, contractor, options);
    expect(plan.map((a) => a.skipped)).toEqual([false, true, true]);
    expect(planLine(plan[2], options)).toContain('акта нет — не отправляется (--only-with-act)');
    expect(planSummary(plan, options)).toBe(
      '1 счёт на сумму 1 000,00, с актами 1; без акта 2 (№2, №3) — не отправляются',
    );
  });

  it('prints one readable Russian line per account, never a raw «error: ;» dump', () => {
    const plan = planMassSend(records, contractor, { act: true, onlyWithAct: false });
    const ok = { account_id: 1, address: 'buh@romashka.ru', act_id: 7, result: 'ok' as const, error: null };
    expect(resultLine(ok, plan[0])).toBe('Счёт №1 (С-1), ООО «Ромашка»: доставлено на buh@romashka.ru, с актом № А-7');
    const bad = { account_id: 2, address: null, act_id: null, result: 'error' as const, error: 'Нет адреса' };
    expect(resultLine(bad, plan[1])).toBe('Счёт №2, ООО «Ромашка»: не доставлено — Нет адреса');
  });
});
