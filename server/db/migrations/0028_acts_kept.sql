-- Issue 12 items 1-2: acts keep their status beside their sums (server/domain/acts/act-totals.ts
-- refreshes both on every change), and the free orders view carries the contractor's name (the
-- spec's default sort 'free orders by contractor ascending' is by name) and the order's final
-- revenue (what it adds to an act's amount_orders).

ALTER TABLE acts ADD COLUMN status integer NOT NULL DEFAULT 4;

-- The sums and the status of acts written before, with the rule of core/rules/act-status.rule.ts.
UPDATE acts a SET
  amount_orders = s.amount_orders,
  amount_accounts = s.amount_accounts,
  amount_payments = s.amount_payments,
  status = CASE
    WHEN s.amount_orders <> coalesce(a.amount, 0) THEN 1
    WHEN s.amount_accounts <> coalesce(a.amount, 0) THEN 2
    WHEN s.amount_payments <> coalesce(a.amount, 0) THEN 3
    ELSE 4
  END
FROM (
  SELECT x.id,
    (SELECT coalesce(sum(o.final_revenue), 0) FROM orders o WHERE o.act_id = x.id) AS amount_orders,
    (SELECT coalesce(sum(op.amount), 0) FROM act_operations op WHERE op.act_id = x.id) AS amount_accounts,
    (SELECT coalesce(sum(ac.payed_amount), 0) FROM act_operations op JOIN accounts ac ON ac.id = op.account_id
      WHERE op.act_id = x.id) AS amount_payments
  FROM acts x
) s
WHERE s.id = a.id;

CREATE INDEX acts_status_idx ON acts (status, id DESC);

CREATE OR REPLACE VIEW free_orders AS
SELECT
  o.id, o.contractor_id, o.start_date, o.status, o.payment_type, o.address_info,
  o.p_amount, o.p_acc_number, o.p_paid_at, o.not_paid_amount, o.act_id, o.created_at, o.updated_at,
  c.name AS contractor_name, o.final_revenue
FROM orders o
JOIN contractors c ON c.id = o.contractor_id
WHERE o.act_id IS NULL AND o.status = 3;
