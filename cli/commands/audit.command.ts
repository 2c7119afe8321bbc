import { auditVerify } from '../../core/actions/defs/operations.actions.ts';
import type { CliApi } from '../api/connect.ts';
import { CliError, exitCodes } from '../cli-error.ts';
import { financeCall } from '../finance/finance-call.ts';
import type { Io } from '../io.ts';

/**
 * `crm audit verify`: the server recomputes the audit trail's hash chain (GET /api/audit_log/verify).
 * Exit 0 when it is whole; 1 and every damaged entry when a row was edited or deleted.
 */
export async function handleAuditVerify(args: { json?: boolean }, io: Io, api: CliApi) {
  const verdict = await financeCall(api, auditVerify, {});
  if (args.json) io.stdout.write(`${JSON.stringify(verdict)}\n`);
  else if (verdict.ok) io.stdout.write(`Журнал аудита цел: проверено записей ${verdict.checked}\n`);
  else {
    io.stdout.write(
      `Журнал аудита повреждён: проверено записей ${verdict.checked}, нарушений ${verdict.problems.length}\n`,
    );
    for (const p of verdict.problems) io.stdout.write(`  запись №${p.id}: ${p.problem}\n`);
  }
  if (!verdict.ok) throw new CliError('Цепочка хешей журнала аудита нарушена', exitCodes.failed);
}
