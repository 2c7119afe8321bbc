-- The ledger keeps its own balances (issue 13): one row per owner, moved by the database in the
-- same statement that appends a transaction, so no writer can forget it and a report of who is owed
-- what reads a few thousand rows, not millions. Workers' rows carry three owner types (Individual,
-- Our_Individual, Theirs_Individual: the order's relation decides), but a worker has one balance:
-- the owner class below folds them (core/ledger/ledger-catalogue.ts ownerClass, the same mapping).
CREATE FUNCTION ledger_owner_class(owner_type text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN owner_type IN ('Individual', 'Our_Individual', 'Theirs_Individual') THEN 'Individual' ELSE owner_type END;

-- A deleted transaction is reversed, never removed (DELETE /api/transactions/{id} appends the
-- opposite row): reversal_of_id names the row it cancels, reversed_by_id the row that cancelled it.
-- The unique index makes a second reversal of the same row fail even when two requests race.
ALTER TABLE transactions
  ADD COLUMN reversal_of_id integer REFERENCES transactions (id) ON DELETE RESTRICT,
  ADD COLUMN reversed_by_id integer REFERENCES transactions (id) ON DELETE RESTRICT;
CREATE UNIQUE INDEX transactions_reversal_of_key ON transactions (reversal_of_id) WHERE reversal_of_id IS NOT NULL;

CREATE TABLE ledger_balances (
  owner_class text NOT NULL,
  owner_id integer NOT NULL,
  balance numeric(16,2) NOT NULL DEFAULT 0,
  -- The last payout (operation 2) that is not a reversal: «дата последней выплаты» of pay today.
  last_payout_date date,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner_class, owner_id)
);
-- Pay today and the debts read the owed (positive) and owing (negative) ends of one class.
CREATE INDEX ledger_balances_class_balance_idx ON ledger_balances (owner_class, balance DESC);

-- Statement-level, from the transition table: a bulk insert (an order's postings, a batch of
-- payments, the large seed) is one grouped upsert. Rows are upserted in key order, so two writers
-- that touch the same owners lock them in the same order and wait rather than deadlock.
CREATE FUNCTION ledger_balances_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_balances AS b (owner_class, owner_id, balance, last_payout_date)
  SELECT ledger_owner_class(owner_type), owner_id, sum(amount),
         max(payment_date) FILTER (WHERE operation_id = 2 AND reversal_of_id IS NULL)
  FROM inserted
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (owner_class, owner_id) DO UPDATE
    SET balance = b.balance + EXCLUDED.balance,
        last_payout_date = greatest(b.last_payout_date, EXCLUDED.last_payout_date),
        updated_at = now();
  RETURN NULL;
END $$;
CREATE TRIGGER transactions_balances AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_balances_add();

-- Append-only: what moves a balance or a report never changes after the insert. The API refuses
-- such edits with a Russian 422 first; this is the guard for everything else (a script, a bug).
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger rows are never deleted (transaction %): append a reversal', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.amount IS DISTINCT FROM OLD.amount OR NEW.owner_type IS DISTINCT FROM OLD.owner_type
     OR NEW.owner_id IS DISTINCT FROM OLD.owner_id OR NEW.operation_id IS DISTINCT FROM OLD.operation_id
     OR NEW.payment_date IS DISTINCT FROM OLD.payment_date OR NEW.reversal_of_id IS DISTINCT FROM OLD.reversal_of_id THEN
    RAISE EXCEPTION 'ledger transaction % keeps its amount, owner, operation and date: append a reversal', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER transactions_append_only BEFORE UPDATE OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

INSERT INTO ledger_balances (owner_class, owner_id, balance, last_payout_date)
SELECT ledger_owner_class(owner_type), owner_id, sum(amount), max(payment_date) FILTER (WHERE operation_id = 2)
FROM transactions
GROUP BY 1, 2;
