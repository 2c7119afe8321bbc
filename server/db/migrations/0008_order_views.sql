-- Finance and quality lists over orders. Each is a plain single-table SELECT, so PostgreSQL keeps it
-- automatically updatable: writes through a view (the rating fields, the payment actions) land in
-- orders. Column names equal the fields declared in core/resources/defs/<view>.resource.ts.

-- Orders for invoicing, with the final-payment (p_) and prepayment (pp_) fields.
CREATE VIEW invoices AS
SELECT
  id, contractor_id, start_date, status, payment_type, invoice_status,
  p_amount, p_acc_number, p_sent_at, p_paid_at, p_confirmed,
  pp_amount, pp_acc_number, pp_sent_at, pp_paid_at,
  not_paid_amount, act_id, created_at, updated_at
FROM orders;

-- Orders paid by card: the amount is the final-payment amount.
CREATE VIEW card_invoices AS
SELECT
  id, contractor_id, start_date, p_amount AS amount, p_paid_at, p_confirmed, payment_type,
  created_at, updated_at
FROM orders
WHERE payment_type = 3;

-- The client's rating of each order.
CREATE VIEW ratings AS
SELECT
  id, start_date, start_time, contractor_id, client_id, contact_id, street_id, address_info,
  user_id, user2_id, user3_id, status,
  rating, rating_form, rating_comment, rating_received_from_client, innocent_individual_ids,
  all_innocent, rating_call_id, rating_set_at, created_at, updated_at
FROM orders;

-- Counted orders not yet attached to an act.
CREATE VIEW free_orders AS
SELECT
  id, contractor_id, start_date, status, payment_type, address_info,
  p_amount, p_acc_number, p_paid_at, not_paid_amount, act_id, created_at, updated_at
FROM orders
WHERE act_id IS NULL AND status = 3;
