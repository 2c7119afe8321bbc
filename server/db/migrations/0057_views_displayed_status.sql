-- The order status a person reads is the displayed one everywhere (issue 23 item 6: orders of status
-- 1 not yet reviewed read «Предварительная заявка» in /invoices and «Необработан» in /orders). The
-- finance and quality views over orders carry the kept displayed_status (0018, kept by
-- server/domain/orders/displayed-status.ts with core/rules/order-status.rule.ts) in place of the
-- stored status, which their resources no longer show. Nothing reads these views but their lists;
-- each is recreated as before with that one column changed.
DROP VIEW invoices;
CREATE VIEW invoices AS
SELECT
  o.id, o.contractor_id, o.start_date, o.displayed_status, o.payment_type,
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

-- A plain single-table SELECT as in 0008, so the rating fields are still written through it.
DROP VIEW ratings;
CREATE VIEW ratings AS
SELECT
  id, start_date, start_time, contractor_id, client_id, contact_id, street_id, address_info,
  user_id, user2_id, user3_id, displayed_status,
  rating, rating_form, rating_comment, rating_received_from_client, innocent_individual_ids,
  all_innocent, rating_call_id, rating_set_at, created_at, updated_at, rating_screenshot_file_id
FROM orders;

DROP VIEW free_orders;
CREATE VIEW free_orders AS
SELECT
  o.id, o.contractor_id, o.start_date, o.displayed_status, o.payment_type, o.address_info,
  o.p_amount, o.p_acc_number, o.p_paid_at, o.not_paid_amount, o.act_id, o.created_at, o.updated_at,
  c.name AS contractor_name, o.final_revenue
FROM orders o
JOIN contractors c ON c.id = o.contractor_id
WHERE o.act_id IS NULL AND o.status = 3;
