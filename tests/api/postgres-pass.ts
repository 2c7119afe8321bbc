/**
 * The API suites the PostgreSQL pass (`npm run test:pg`, `.ci/run`) leaves to the PGlite pass, and
 * why: their behaviour does not depend on the database. Everything that can differ between the two
 * (SQL and its errors, locking, transactions, LISTEN/NOTIFY, jobs, time zones in SQL, the schema)
 * runs on both. A new suite runs on both unless it is added here with its reason.
 */
export const pgliteOnly: Record<string, string> = {
  'cli-e2e.test.ts': 'the CLI (parsing, files, exit codes, resume files) is the same client on either database',
  'cli-help-examples.test.ts': 'the help examples test the CLI; the endpoints they call have their own suites',
  'cli-finance.test.ts': 'the CLI finance batches; payments and their idempotency run on both in payments-*',
  'cli-ledger.test.ts': 'the CLI ledger commands; the export and nullify endpoints run on both',
  'cli-pay-resume.test.ts':
    'kill-and-resume of the CLI batch; no double payment rests on Idempotency-Key, tested on both (idempotency, payments-accounts)',
  'api-client-example.test.ts': 'a user script over the typed client',
  'write-priority.test.ts':
    "issue 25 item 2 is about the embedded database ('On the embedded database a write waits at most behind the reads already running'); on PostgreSQL's pool of 4 the reads already holding the other connections finish during the save's own transaction, so the finish order it checks does not show the admission order (it failed 1 run in 4 here at idle, on the code before and after stop 29)",
  'console-static.test.ts': 'serving the built console from files',
  'security-headers.test.ts': 'HTTP headers',
  'server-stop.test.ts': 'process lifecycle of the embedded database (data-dir lock, CHECKPOINT)',
  'disk-full.test.ts':
    "issue 26 finding 4 is the embedded database's full disk (its CHECKPOINT PANIC, the reserve, the start check); PostgreSQL handles its own disk. The upload 507 on a full files folder applies to both and runs on both in disk-full-uploads.test.ts",
  'ws-origin.test.ts': 'the Origin check of a WebSocket upgrade',
  'not-found-text.test.ts': 'wording of messages',
  'uploads.test.ts': 'checking uploaded files by content',
  'finance-pdf.test.ts': 'PDF layout and text',
  'finance-pdf-access.test.ts': 'who may open a PDF (permission rules in code)',
  'account-send-pdf.test.ts':
    'one PDF by mail; sending in bulk through the job queue runs on both (account-mass-send-pdf)',
  'calc.test.ts': 'the calculator and packing engine compute in code',
  'permission-matrix.test.ts': 'every route declares a permission (route table)',
  'permission-catalogue.test.ts': 'flags the server checks against the catalogue (code)',
  'permission-guards.test.ts': 'permission rules by group in code; the guarded actions have their own suites',
  'action-catalogue.test.ts': 'declared actions against mounted routes (route table)',
  'shared-meta.test.ts': 'the shape of GET /api/shared',
};

/** True in the PostgreSQL pass (`PG_PASS=1`, set by `npm run test:pg`). */
export const isPostgresPass = () => process.env.PG_PASS === '1';
