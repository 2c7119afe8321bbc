-- Issue 13 item 4: 'an order beyond the ring road gets add_hour added to the minimum billed time and
-- the ticket cost in the workers' commute payment' (docs/decisions.md «Commute and MKAD»). An order
-- names its MKAD city and its commute tariff, each optional. RESTRICT: a city or tariff that orders
-- use stays, since deleting it would silently change their billed hours and pay on the next save.
ALTER TABLE orders
  ADD COLUMN mkad_additional_payment_id integer REFERENCES mkad_additional_payments (id) ON DELETE RESTRICT,
  ADD COLUMN commute_payment_id integer REFERENCES commute_payments (id) ON DELETE RESTRICT;

-- The foreign keys' checks on a delete of a city or tariff, and the list filters by them.
CREATE INDEX orders_mkad_additional_payment_idx ON orders (mkad_additional_payment_id) WHERE mkad_additional_payment_id IS NOT NULL;
CREATE INDEX orders_commute_payment_idx ON orders (commute_payment_id) WHERE commute_payment_id IS NOT NULL;

-- The distance is what makes a town a town beyond the ring road: the form requires it, so does the
-- table (a town entered without it before counts as on the ring road, 0 km).
UPDATE mkad_additional_payments SET km_from_mkad = 0 WHERE km_from_mkad IS NULL;
ALTER TABLE mkad_additional_payments ALTER COLUMN km_from_mkad SET NOT NULL;

-- Spec 02 §3: the list sorts by km_from_mkad (city_name has its index since 0002).
CREATE INDEX mkad_additional_payments_km_idx ON mkad_additional_payments (km_from_mkad, id);

-- Migration 0019's money rule in SQL with the MKAD term, for the orders beyond the ring road (the
-- only ones it changes; none when this migration runs). The server keeps these columns with
-- core/rules/order-money.rule.ts; tests/api/orders-mkad.test.ts checks both agree.
-- backfill:start
WITH o AS (
  SELECT orders.id,
    coalesce(m.add_hour, 0) AS add_hour,
    greatest(coalesce(pure_time, approx_work_time, 0) + coalesce(trip_time, 0), 4 + coalesce(m.add_hour, 0)) AS plan_hours,
    pure_time, approx_work_time, trip_time,
    CASE WHEN has_discount THEN abs(coalesce(discount, 0)) ELSE -abs(coalesce(discount, 0)) END AS signed_discount
  FROM orders JOIN mkad_additional_payments m ON m.id = orders.mkad_additional_payment_id
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
    SELECT greatest(coalesce(w.pure_time, o.pure_time, o.approx_work_time, 0) + coalesce(o.trip_time, 0), 4 + o.add_hour) AS hours
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
