/**
 * Every example the help prints, by command. They are data so that tests/api/cli-help-examples.test.ts
 * can run each one, as printed, against a real server: an example that stops working fails the suite.
 */
export const helpExamples = {
  crm: [
    'crm login --url http://crm.office.local:3000',
    'crm list contractors --search Ромашка',
    'crm export transactions --format xlsx --out проводки.xlsx',
    'crm import contractors --from contractors.csv --dry-run',
    'crm batch update contractors --set sms_enabled=false 12 15 19 --dry-run',
  ],
  login: ['crm login --url http://crm.office.local:3000', 'CRM_EMAIL=buh@firma.ru CRM_PASSWORD=… crm login'],
  list: [
    'crm list contractors',
    "crm list orders --filter 'status=1,2;start_date=01.11.2026..30.11.2026' --sort start_date --order desc",
    'crm list transactions --all --json > transactions.json',
    'crm list contractors --fields id,name,main_user_id --csv --bom > contractors.csv',
  ],
  get: ['crm get contractors 12', 'crm get orders 45 --json'],
  'audit verify': ['crm audit verify', 'crm audit verify --json'],
  export: [
    'crm export contractors --format xlsx --out контрагенты.xlsx',
    "crm export transactions --format csv --bom --filter 'payment_date=01.11.2026..30.11.2026' --out ноябрь.csv",
    'crm export orders --format json --out orders.json',
  ],
  import: [
    'crm import contractor_scopes --from сферы.csv --dry-run',
    'crm import contractors --from contractors.csv',
    'crm import work_types --from types.xlsx --continue-on-error',
  ],
  'batch update': [
    'crm batch update contractors --set sms_enabled=false 12 15 19',
    'crm batch update orders --set user_id=4 --from-file ids.txt --dry-run',
    'crm list orders --filter status=1 --json | jq ".[].id" | crm batch update orders --set user_id=4 --yes',
    'crm batch update orders --resume .crm-batch-20261121093000-a1b2c3.json',
  ],
  'batch delete': ['crm batch delete tasks 10 11 12 --dry-run', 'crm batch delete tasks --from-file old.txt --yes'],
  'accounts pay': [
    'crm accounts pay --ids 3,5,8 --date 20.11.2026 --dry-run',
    'crm accounts pay --ids 3 5 8 --date 20.11.2026 --yes --report оплаты.csv',
  ],
  'accounts send-pdf': ['crm accounts send-pdf --ids 3,5 --act --dry-run'],
  'accounts mass-send': ['crm accounts mass-send --ids 3,5,8 --dont-send-to-client --dry-run'],
  'invoices pay': ['crm invoices pay --orders 45,46 --type pp --paid-at 20.11.2026 --dry-run'],
  'transactions export': [
    "crm transactions export --format xlsx --filter 'payment_date=01.11.2026..30.11.2026' --out ноябрь.xlsx",
    "crm transactions export --format csv --filter 'operation_id=3' --sort amount --out штрафы.csv --force",
  ],
  'transactions nullify': [
    'crm transactions nullify --individuals 1,2,3 --dry-run',
    'crm transactions nullify --individuals 4 --date 20.11.2026 --yes --report обнуление.csv',
  ],
  debts: ['crm debts --search Ромашка', 'crm debts --manager 4 --json > долги.json'],
  'pay-today': ['crm pay-today', 'crm pay-today --json > выплаты.json'],
} as const satisfies Record<string, readonly string[]>;
