-- Issue 26 item 6: an append-only, hash-chained trail of every change of money (the ledger's
-- transactions, accounts), permissions (user_groups), users and API tokens: who, what, before,
-- after, when, from which address and request. Written by triggers, so no code path (a route, the
-- CLI, a job, a hand-run SQL) can change those tables without a row here. Each row's hash covers
-- the row and the previous row's hash; `crm audit verify` recomputes the chain and finds a row
-- edited or deleted behind the database's back (audit_head guards the end of the chain).

CREATE SEQUENCE audit_log_id_seq;
CREATE TABLE audit_log (
  id bigint PRIMARY KEY,
  at timestamptz NOT NULL,
  user_id integer,
  ip text,
  request_id text,
  table_name text NOT NULL,
  record_id bigint,
  action text NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
  before jsonb,
  after jsonb,
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE INDEX audit_log_record_idx ON audit_log (table_name, record_id, id);

CREATE TABLE audit_head (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  last_id bigint NOT NULL,
  last_hash text NOT NULL
);

-- The text a row's hash covers; `crm audit verify` rebuilds the same text from the stored columns.
CREATE FUNCTION audit_hash_input(prev text, id bigint, at timestamptz, user_id integer, ip text, request_id text,
  table_name text, record_id bigint, action text, before jsonb, after jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws('|', prev, id::text, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    coalesce(user_id::text, ''), coalesce(ip, ''), coalesce(request_id, ''), table_name,
    coalesce(record_id::text, ''), action, coalesce(before::text, ''), coalesce(after::text, ''))
$$;

CREATE FUNCTION audit_trail() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Secrets and bookkeeping that change without anyone deciding anything stay out of the trail.
  hidden text[] := ARRAY['password_hash', 'token_hash', 'failed_logins', 'locked_until', 'last_used_at', 'updated_at'];
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) - hidden END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) - hidden END;
  prev text;
  row_id bigint;
  row_at timestamptz := clock_timestamp();
  who integer := nullif(current_setting('crm.user_id', true), '')::integer;
  addr text := nullif(current_setting('crm.ip', true), '');
  req text := nullif(current_setting('crm.request_id', true), '');
  rec bigint := coalesce(new_row ->> 'id', old_row ->> 'id')::bigint;
BEGIN
  IF TG_OP = 'UPDATE' AND old_row = new_row THEN
    RETURN NULL;
  END IF;
  -- One writer at a time extends the chain; held until this transaction ends.
  PERFORM pg_advisory_xact_lock(727026);
  SELECT last_hash INTO prev FROM audit_head;
  prev := coalesce(prev, '');
  row_id := nextval('audit_log_id_seq');
  INSERT INTO audit_log (id, at, user_id, ip, request_id, table_name, record_id, action, before, after, prev_hash, hash)
  VALUES (row_id, row_at, who, addr, req, TG_TABLE_NAME, rec, lower(TG_OP), old_row, new_row, prev,
    encode(sha256(convert_to(audit_hash_input(prev, row_id, row_at, who, addr, req, TG_TABLE_NAME, rec, lower(TG_OP), old_row, new_row), 'UTF8')), 'hex'));
  INSERT INTO audit_head (last_id, last_hash)
  SELECT id, hash FROM audit_log WHERE id = row_id
  ON CONFLICT (singleton) DO UPDATE SET last_id = excluded.last_id, last_hash = excluded.last_hash;
  RETURN NULL;
END $$;

CREATE TRIGGER audit_trail AFTER INSERT OR UPDATE OR DELETE ON transactions FOR EACH ROW EXECUTE FUNCTION audit_trail();
CREATE TRIGGER audit_trail AFTER INSERT OR UPDATE OR DELETE ON accounts FOR EACH ROW EXECUTE FUNCTION audit_trail();
CREATE TRIGGER audit_trail AFTER INSERT OR UPDATE OR DELETE ON user_groups FOR EACH ROW EXECUTE FUNCTION audit_trail();
CREATE TRIGGER audit_trail AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION audit_trail();
CREATE TRIGGER audit_trail AFTER INSERT OR UPDATE OR DELETE ON api_tokens FOR EACH ROW EXECUTE FUNCTION audit_trail();

-- Append-only: the application can neither change nor remove a row of the trail.
CREATE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log только дополняется: строки нельзя менять или удалять';
END $$;
CREATE TRIGGER audit_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_append_only();
