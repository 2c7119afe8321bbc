-- The audit chain is extended once per commit, not once per audited row (decisions.md, «The audit
-- chain links at commit»). 0073's trigger fired for each pending row and updated the one row of
-- audit_head each time. Inside one transaction every update of that row leaves a version the next
-- read must step over (none can be pruned before the commit), so a transaction that audited n rows
-- spent n² steps at its commit: a seed or a bulk payment of 100 000 ledger rows sat in «commit» for
-- over 14 minutes.
--
-- Now the first firing at commit links every pending row of the transaction, in the order written,
-- and moves audit_head once; the later firings find their row already linked and return. The rows
-- a transaction can see in audit_pending are its own: another transaction's are invisible until it
-- commits, and it empties them in that same commit.
CREATE OR REPLACE FUNCTION audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prev text;
  row_id bigint;
  pending record;
  linked bigint[] := '{}';
BEGIN
  IF NOT EXISTS (SELECT 1 FROM audit_pending WHERE seq = NEW.seq) THEN
    RETURN NULL;
  END IF;
  -- One committing writer at a time extends the chain; held for the rest of this commit only.
  PERFORM pg_advisory_xact_lock(727026);
  SELECT last_hash INTO prev FROM audit_head;
  prev := coalesce(prev, '');
  FOR pending IN SELECT * FROM audit_pending ORDER BY seq LOOP
    row_id := nextval('audit_log_id_seq');
    INSERT INTO audit_log (id, at, user_id, ip, request_id, table_name, record_id, action, before, after, prev_hash, hash)
    VALUES (row_id, pending.at, pending.user_id, pending.ip, pending.request_id, pending.table_name,
      pending.record_id, pending.action, pending.before, pending.after, prev,
      encode(sha256(convert_to(audit_hash_input(prev, row_id, pending.at, pending.user_id, pending.ip,
        pending.request_id, pending.table_name, pending.record_id, pending.action, pending.before, pending.after),
        'UTF8')), 'hex'))
    RETURNING hash INTO prev;
    linked := linked || pending.seq;
  END LOOP;
  INSERT INTO audit_head (last_id, last_hash) VALUES (row_id, prev)
  ON CONFLICT (singleton) DO UPDATE SET last_id = excluded.last_id, last_hash = excluded.last_hash;
  DELETE FROM audit_pending WHERE seq = ANY (linked);
  RETURN NULL;
END $$;
