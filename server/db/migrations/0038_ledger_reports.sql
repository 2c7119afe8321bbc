-- The three money reports of issue 13 (excerpts, contractor debts, pay today) at 1M orders
-- (docs/decisions.md «Money reports»). Pay today reads ledger_balances (0036); the debts read the
-- unpaid accounts through a partial index; the excerpts read daily sums kept here.

-- Whose a ledger row is in an excerpt (spec 02 §3 «Excerpt: clients, own and third-party
-- individuals, users»). A worker's plain 'Individual' row follows his is_outsourcer flag.
CREATE FUNCTION ledger_owner_group(owner_type text, is_outsourcer boolean) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE owner_type
    WHEN 'Contractor' THEN 'clients'
    WHEN 'User' THEN 'users'
    WHEN 'Our_Individual' THEN 'own_individuals'
    WHEN 'Theirs_Individual' THEN 'theirs_individuals'
    ELSE CASE WHEN is_outsourcer THEN 'theirs_individuals' ELSE 'own_individuals' END
  END;

-- Σ amount per day, operation and owner group: a year of excerpts reads a few thousand rows instead
-- of a million ledger rows. Every connection adds to its own rows (backend = its pid, as
-- list_versions does in 0022): writers of the same day never wait on one shared row and cannot
-- deadlock on it; the reader sums over backends.
CREATE TABLE ledger_daily (
  payment_date date NOT NULL,
  operation_id integer NOT NULL,
  owner_group text NOT NULL,
  backend integer NOT NULL,
  amount numeric(16,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (payment_date, operation_id, owner_group, backend)
);

-- A pool closes idle connections, so pids come and go, each leaving rows of its own. Before an
-- excerpt is read, the rows of days before today are folded into backend 0 (kept by the folder
-- alone, one folder at a time): a past day keeps one row per operation and group. The folder
-- skips rows a writer holds, so it never waits on a writer and a writer never deadlocks with it.
CREATE INDEX ledger_daily_unfolded_idx ON ledger_daily (payment_date) WHERE backend <> 0;
CREATE FUNCTION ledger_daily_fold(before date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(727038) THEN RETURN; END IF;
  WITH moved AS (
    DELETE FROM ledger_daily WHERE (payment_date, operation_id, owner_group, backend) IN (
      SELECT payment_date, operation_id, owner_group, backend FROM ledger_daily
      WHERE backend <> 0 AND payment_date < before FOR UPDATE SKIP LOCKED)
    RETURNING payment_date, operation_id, owner_group, amount)
  INSERT INTO ledger_daily AS d (payment_date, operation_id, owner_group, backend, amount)
  SELECT payment_date, operation_id, owner_group, 0, sum(amount) FROM moved
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (payment_date, operation_id, owner_group, backend) DO UPDATE SET amount = d.amount + EXCLUDED.amount;
END $$;

-- Statement-level like ledger_balances_add: one grouped upsert per insert statement. The workers of
-- plain 'Individual' rows are locked FOR SHARE first, so a concurrent change of is_outsourcer (its
-- trigger below moves the worker's sums) waits for this statement's transaction or is seen by it.
CREATE FUNCTION ledger_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM individuals
    WHERE id IN (SELECT owner_id FROM inserted WHERE owner_type = 'Individual')
    ORDER BY id FOR SHARE;
  INSERT INTO ledger_daily AS d (payment_date, operation_id, owner_group, backend, amount)
  SELECT t.payment_date, t.operation_id, ledger_owner_group(t.owner_type, i.is_outsourcer), pg_backend_pid(), sum(t.amount)
  FROM inserted t
  LEFT JOIN individuals i ON t.owner_type = 'Individual' AND i.id = t.owner_id
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (payment_date, operation_id, owner_group, backend) DO UPDATE SET amount = d.amount + EXCLUDED.amount;
  RETURN NULL;
END $$;
CREATE TRIGGER transactions_daily AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_daily_add();

-- A worker who becomes (or stops being) an outsourcer takes his plain 'Individual' rows to the
-- other group, so the kept sums always equal the rows read with today's flags.
CREATE FUNCTION ledger_daily_regroup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily AS d (payment_date, operation_id, owner_group, backend, amount)
  SELECT t.payment_date, t.operation_id, g.owner_group, pg_backend_pid(), sum(t.amount * g.sign)
  FROM transactions t
  CROSS JOIN LATERAL (VALUES (ledger_owner_group('Individual', OLD.is_outsourcer), -1),
                             (ledger_owner_group('Individual', NEW.is_outsourcer), 1)) g (owner_group, sign)
  WHERE t.owner_type = 'Individual' AND t.owner_id = NEW.id
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (payment_date, operation_id, owner_group, backend) DO UPDATE SET amount = d.amount + EXCLUDED.amount;
  RETURN NULL;
END $$;
CREATE TRIGGER individuals_ledger_regroup AFTER UPDATE OF is_outsourcer ON individuals
  FOR EACH ROW WHEN (OLD.is_outsourcer IS DISTINCT FROM NEW.is_outsourcer) EXECUTE FUNCTION ledger_daily_regroup();

INSERT INTO ledger_daily (payment_date, operation_id, owner_group, backend, amount)
SELECT t.payment_date, t.operation_id, ledger_owner_group(t.owner_type, i.is_outsourcer), 0, sum(t.amount)
FROM transactions t
LEFT JOIN individuals i ON t.owner_type = 'Individual' AND i.id = t.owner_id
GROUP BY 1, 2, 3;

-- Unpaid accounts (core/rules/account-status.rule.ts statuses 1 and 2 with something remaining):
-- the debts report reads only these, by contractor, without touching the paid ones.
CREATE INDEX accounts_unpaid_idx ON accounts (contractor_id) INCLUDE (amount, payed_amount, date, created_at)
  WHERE amount > coalesce(payed_amount, 0) AND (payment_date IS NULL OR payed_amount > 0);
