-- Invoices (issue 12 item 3): the invoice status is computed in the view, not stored, so the list
-- shows, filters and sorts by the rule as it stands now (core/rules/invoice-status.rule.ts with the
-- order paid rule of order-paid.rule.ts and the act status of act-status.rule.ts, the same rules in
-- SQL; tests/api/invoices-status.test.ts compares them on every order). The stored
-- orders.invoice_status nobody kept is no longer read here. p_stage and pp_stage (0019) show the
-- final payment and prepayment states. The payment actions write orders directly.
DROP VIEW invoices;
CREATE VIEW invoices AS
SELECT
  o.id, o.contractor_id, o.start_date, o.status, o.payment_type,
  (CASE
    WHEN CASE o.payment_type
      WHEN 1 THEN o.status = 3
      WHEN 2 THEN coalesce(a.closed, false)
      WHEN 3 THEN o.p_paid_at IS NOT NULL
      WHEN 4 THEN o.p_paid_at IS NOT NULL
      ELSE false
    END THEN 3
    WHEN o.p_sent_at IS NOT NULL THEN 2
    ELSE 1
  END)::smallint AS invoice_status,
  o.p_amount, o.p_acc_number, o.p_sent_at, o.p_paid_at, o.p_confirmed,
  o.pp_amount, o.pp_acc_number, o.pp_sent_at, o.pp_paid_at,
  o.p_stage, o.pp_stage,
  o.not_paid_amount, o.act_id, o.created_at, o.updated_at
FROM orders o
LEFT JOIN LATERAL (
  -- Act status 4 «Акт закрыт»: orders, accounts (its operations) and payments all equal the amount.
  SELECT coalesce(act.amount_orders, 0) = coalesce(act.amount, 0)
    AND coalesce((SELECT sum(op.amount) FROM act_operations op WHERE op.act_id = act.id), 0) = coalesce(act.amount, 0)
    AND coalesce(act.amount_payments, 0) = coalesce(act.amount, 0) AS closed
  FROM acts act
  WHERE act.id = o.act_id
) a ON true;
