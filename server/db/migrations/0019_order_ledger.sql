-- Money on the order (spec 01 §3 'Computed: total_revenue, total_profit, final_revenue,
-- final_profit') kept on the row, so the list sorts by them through an index at 1M orders. The
-- server recomputes them with core/rules/order-money.rule.ts on every order save, close and
-- restore (server/domain/orders/order-money.ts); the backfill below is the same rule in SQL, run once.
-- total_* is the plan (price lines at the expected time), final_* the workers actually assigned.
ALTER TABLE orders
  ADD COLUMN total_revenue numeric(14,2) NOT NULL DEFAULT 0,
  ADD COLUMN total_profit numeric(14,2) NOT NULL DEFAULT 0,
  ADD COLUMN final_revenue numeric(14,2) NOT NULL DEFAULT 0,
  ADD COLUMN final_profit numeric(14,2) NOT NULL DEFAULT 0,
  -- Spec 01 §4 'Prepayment and final payment states: not issued (not sent), issued but unpaid,
  -- paid' (core/rules/order-paid.rule.ts paymentStage). Generated, so the payment actions that write
  -- the dates through the invoices view keep it right without knowing about it.
  ADD COLUMN p_stage text GENERATED ALWAYS AS (
    CASE WHEN p_paid_at IS NOT NULL THEN 'paid' WHEN p_sent_at IS NOT NULL THEN 'issued' ELSE 'not_issued' END
  ) STORED,
  ADD COLUMN pp_stage text GENERATED ALWAYS AS (
    CASE WHEN pp_paid_at IS NOT NULL THEN 'paid' WHEN pp_sent_at IS NOT NULL THEN 'issued' ELSE 'not_issued' END
  ) STORED,
  -- Spec 01 §4 'An order is cancelled by the client when client_canceled_at is set'.
  ADD COLUMN client_canceled boolean GENERATED ALWAYS AS (client_canceled_at IS NOT NULL) STORED;

-- backfill:start
WITH o AS (
  SELECT id,
    greatest(coalesce(pure_time, approx_work_time, 0) + coalesce(trip_time, 0), 4) AS plan_hours,
    pure_time, approx_work_time, trip_time,
    CASE WHEN has_discount THEN abs(coalesce(discount, 0)) ELSE -abs(coalesce(discount, 0)) END AS signed_discount
  FROM orders
),
plan AS (
  SELECT o.id,
    coalesce(sum(round(coalesce(p.rate_client1, 0) * p.workers_amount * o.plan_hours, 2) + coalesce(p.rate_client2, 0)), 0) AS revenue,
    coalesce(sum(round(coalesce(p.rate_individual1, 0) * p.workers_amount * o.plan_hours, 2) + coalesce(p.rate_individual2, 0)), 0) AS cost
  FROM o LEFT JOIN order_prices p ON p.order_id = o.id
  GROUP BY o.id
),
worked AS (
  SELECT o.id,
    coalesce(sum(round(coalesce(w.rate_client1, 0) * coalesce(w.workers_amount, 1) * h.hours, 2) + coalesce(w.rate_client2, 0)), 0) AS revenue,
    coalesce(sum(round(coalesce(w.rate_individual1, 0) * coalesce(w.workers_amount, 1) * h.hours, 2) + coalesce(w.rate_individual2, 0)), 0) AS cost
  FROM o
  LEFT JOIN order_individuals w ON w.order_id = o.id AND w.individual_id IS NOT NULL
  LEFT JOIN LATERAL (
    SELECT greatest(coalesce(w.pure_time, o.pure_time, o.approx_work_time, 0) + coalesce(o.trip_time, 0), 4) AS hours
  ) h ON true
  GROUP BY o.id
)
UPDATE orders SET
  total_revenue = round(plan.revenue * (100 - o.signed_discount) / 100, 2),
  total_profit = round(plan.revenue * (100 - o.signed_discount) / 100, 2) - plan.cost,
  final_revenue = round(worked.revenue * (100 - o.signed_discount) / 100, 2),
  final_profit = round(worked.revenue * (100 - o.signed_discount) / 100, 2) - worked.cost
FROM o JOIN plan ON plan.id = o.id JOIN worked ON worked.id = o.id
WHERE orders.id = o.id;
-- backfill:end

-- Sortable list columns: each sort comes with the id tie-break the list adds, like 0004's indexes.
CREATE INDEX orders_total_revenue_idx ON orders (total_revenue DESC, id DESC);
CREATE INDEX orders_total_profit_idx ON orders (total_profit DESC, id DESC);
CREATE INDEX orders_final_revenue_idx ON orders (final_revenue DESC, id DESC);
CREATE INDEX orders_final_profit_idx ON orders (final_profit DESC, id DESC);

-- The order's automatic ledger rows (operations 5 and 6, docs/decisions.md) are summed per order on
-- every close, restore and save of a counted order.
CREATE INDEX transactions_order_operation_idx ON transactions (order_id, operation_id) WHERE order_id IS NOT NULL;
