-- Exact row counts for every base table, kept by statement-level triggers with transition tables
-- (one counter update per statement, however many rows it writes). Idempotent: run after every
-- migration so a new table gets its trigger and its first count.
-- A table's list version (migration 0022, server/crud/page-anchors.ts): every write statement adds 1
-- to its own connection's row, so writers never wait on each other, and the sum a reader sees
-- changes exactly when it can see another committed write.
CREATE OR REPLACE FUNCTION crm_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_versions (table_name, backend, v) VALUES (TG_TABLE_NAME, pg_backend_pid(), 1)
  ON CONFLICT (table_name, backend) DO UPDATE SET v = list_versions.v + 1;
  RETURN NULL;
END $$;

-- Counts too go to the row of their table and connection (migration 0074): a count is the base in
-- row_counts plus the parts (crm_row_count).
CREATE OR REPLACE FUNCTION crm_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    delta := (SELECT count(*) FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    delta := -(SELECT count(*) FROM old_rows);
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO row_count_parts (table_name, backend, n) VALUES (TG_TABLE_NAME, pg_backend_pid(), delta)
  ON CONFLICT (table_name, backend) DO UPDATE SET n = row_count_parts.n + excluded.n;
  RETURN NULL;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
    WHERE ns.nspname = current_schema() AND c.relkind = 'r'
      -- ledger_daily (0038) is no list: a counter there would be one row every ledger writer and
      -- the excerpts' folder lock, where the table itself is built so that they never wait on each other.
      -- Nor are the statistics' kept sums (0081), built the same way and written by every order write.
      AND c.relname NOT IN ('row_counts', 'row_count_parts', 'schema_migrations', 'list_versions', 'ledger_daily',
        'statistics_month_clients', 'statistics_months', 'statistics_six_months', 'statistics_days', 'statistics_new_client_days')
      AND NOT EXISTS (SELECT 1 FROM row_counts r WHERE r.table_name = c.relname)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_count_rows()', t || '_count_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_count_rows()', t || '_count_del', t);
    EXECUTE format('INSERT INTO row_counts (table_name, n) SELECT %L, count(*) FROM %I', t, t);
  END LOOP;
  -- A separate loop: tables counted before migration 0022 get their version trigger too.
  FOR t IN
    SELECT r.table_name FROM row_counts r
    WHERE to_regclass(r.table_name) IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = to_regclass(r.table_name) AND g.tgname = r.table_name || '_version')
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION crm_bump_version()', t || '_version', t);
  END LOOP;
END $$;
