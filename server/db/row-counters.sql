-- Exact row counts for every base table, kept by statement-level triggers with transition tables
-- (one counter update per statement, however many rows it writes). Idempotent: run after every
-- migration so a new table gets its trigger and its first count.
CREATE OR REPLACE FUNCTION crm_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE row_counts SET n = n + (SELECT count(*) FROM new_rows), version = version + 1 WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE row_counts SET n = n - (SELECT count(*) FROM old_rows), version = version + 1 WHERE table_name = TG_TABLE_NAME;
  ELSE
    -- An update can move a row in any list's order: remembered page positions (page-anchors.ts) expire.
    UPDATE row_counts SET version = version + 1 WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
    WHERE ns.nspname = current_schema() AND c.relkind = 'r'
      AND c.relname NOT IN ('row_counts', 'schema_migrations')
      AND NOT EXISTS (SELECT 1 FROM row_counts r WHERE r.table_name = c.relname)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_count_rows()', t || '_count_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION crm_count_rows()', t || '_count_del', t);
    EXECUTE format('INSERT INTO row_counts (table_name, n) SELECT %L, count(*) FROM %I', t, t);
  END LOOP;
  -- Updates bump the table's version only (a separate loop: tables counted before it got theirs).
  FOR t IN
    SELECT r.table_name FROM row_counts r
    WHERE NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgname = r.table_name || '_version_upd')
      AND to_regclass(r.table_name) IS NOT NULL
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION crm_count_rows()', t || '_version_upd', t);
  END LOOP;
END $$;
