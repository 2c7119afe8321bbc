-- The audit chain is extended at commit, not at each write (decisions.md, «The audit chain links at
-- commit»). 0072 took the chain's lock at the first audited write and held it to the end of the
-- transaction, so on PostgreSQL a payment that had written an account and then waited for a ledger
-- balance row held every other writer, and two such payments deadlocked (1 s detection, a retry);
-- concurrent ledger writers crawled at about 4 rows a second.
--
-- Now each audited write only records what happened in audit_pending. A deferred constraint
-- trigger moves those rows into audit_log when the transaction commits: after its last statement,
-- when it waits for no row of anyone else, so holding the chain's lock there cannot join a deadlock
-- and lasts a moment. The chain is in commit order (ids are taken then), which is what a reader
-- replaying the trail needs. A rolled-back transaction leaves nothing in either table.

CREATE TABLE audit_pending (
  seq bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  user_id integer,
  ip text,
  request_id text,
  table_name text NOT NULL,
  record_id bigint,
  action text NOT NULL,
  before jsonb,
  after jsonb
);

CREATE OR REPLACE FUNCTION audit_trail() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Secrets and bookkeeping that change without anyone deciding anything stay out of the trail.
  hidden text[] := ARRAY['password_hash', 'token_hash', 'failed_logins', 'locked_until', 'last_used_at', 'updated_at'];
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) - hidden END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) - hidden END;
BEGIN
  IF TG_OP = 'UPDATE' AND old_row = new_row THEN
    RETURN NULL;
  END IF;
  INSERT INTO audit_pending (at, user_id, ip, request_id, table_name, record_id, action, before, after)
  VALUES (clock_timestamp(), nullif(current_setting('crm.user_id', true), '')::integer,
    nullif(current_setting('crm.ip', true), ''), nullif(current_setting('crm.request_id', true), ''),
    TG_TABLE_NAME, coalesce(new_row ->> 'id', old_row ->> 'id')::bigint, lower(TG_OP), old_row, new_row);
  RETURN NULL;
END $$;

-- At commit, for each pending row in the order it was written: link it to the chain.
CREATE FUNCTION audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prev text;
  row_id bigint;
BEGIN
  -- One committing writer at a time extends the chain; held for the rest of this commit only.
  PERFORM pg_advisory_xact_lock(727026);
  SELECT last_hash INTO prev FROM audit_head;
  prev := coalesce(prev, '');
  row_id := nextval('audit_log_id_seq');
  INSERT INTO audit_log (id, at, user_id, ip, request_id, table_name, record_id, action, before, after, prev_hash, hash)
  VALUES (row_id, NEW.at, NEW.user_id, NEW.ip, NEW.request_id, NEW.table_name, NEW.record_id, NEW.action, NEW.before,
    NEW.after, prev,
    encode(sha256(convert_to(audit_hash_input(prev, row_id, NEW.at, NEW.user_id, NEW.ip, NEW.request_id,
      NEW.table_name, NEW.record_id, NEW.action, NEW.before, NEW.after), 'UTF8')), 'hex'));
  INSERT INTO audit_head (last_id, last_hash)
  SELECT id, hash FROM audit_log WHERE id = row_id
  ON CONFLICT (singleton) DO UPDATE SET last_id = excluded.last_id, last_hash = excluded.last_hash;
  DELETE FROM audit_pending WHERE seq = NEW.seq;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER audit_chain AFTER INSERT ON audit_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_chain();
