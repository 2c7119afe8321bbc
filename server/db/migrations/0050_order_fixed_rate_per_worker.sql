-- Issue 22 item 13: 'The plan and the invoice disagree: 2 workers × 500 ₽/h + 1 000 fixed for 5 h
-- gives total_revenue 6 000, but after assigning both and closing, final_revenue and p_amount are
-- 7 000.' Decided (docs/decisions.md, issue 22): the second fixed rate counts for each worker, in the
-- plan as in the assigned workers' money and the ledger. This recomputes the stored money of every
-- order by the rule (core/rules/order-cost.rule.ts placesAmount, order-money.rule.ts), the MKAD town's
-- added hours included; tests/api/orders-money.test.ts and orders-mkad.test.ts check both agree.
-- backfill:start
WITH o AS (
  SELECT orders.id,
    coalesce(m.add_hour, 0) AS add_hour,
    greatest(coalesce(pure_time, approx_work_time, 0) + coalesce(trip_time, 0), 4 + coalesce(m.add_hour, 0)) AS plan_hours,
    pure_time, approx_work_time, trip_time,
    CASE WHEN has_discount THEN abs(coalesce(discount, 0)) ELSE -abs(coalesce(discount, 0)) END AS signed_discount
  FROM orders LEFT JOIN mkad_additional_payments m ON m.id = orders.mkad_additional_payment_id
),
plan AS (
  SELECT o.id,
    coalesce(sum(round(coalesce(p.rate_client1, 0) * p.workers_amount * o.plan_hours, 2) + coalesce(p.rate_client2, 0) * p.workers_amount), 0) AS revenue,
    coalesce(sum(round(coalesce(p.rate_individual1, 0) * p.workers_amount * o.plan_hours, 2) + coalesce(p.rate_individual2, 0) * p.workers_amount), 0) AS cost
  FROM o LEFT JOIN order_prices p ON p.order_id = o.id
  GROUP BY o.id
),
worked AS (
  SELECT o.id,
    coalesce(sum(round(coalesce(w.rate_client1, 0) * coalesce(w.workers_amount, 1) * h.hours, 2) + coalesce(w.rate_client2, 0) * coalesce(w.workers_amount, 1)), 0) AS revenue,
    coalesce(sum(round(coalesce(w.rate_individual1, 0) * coalesce(w.workers_amount, 1) * h.hours, 2) + coalesce(w.rate_individual2, 0) * coalesce(w.workers_amount, 1)), 0) AS cost
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
WHERE orders.id = o.id
  AND (orders.total_revenue, orders.total_profit, orders.final_revenue, orders.final_profit)
    IS DISTINCT FROM (round(plan.revenue * (100 - o.signed_discount) / 100, 2),
      round(plan.revenue * (100 - o.signed_discount) / 100, 2) - plan.cost,
      round(worked.revenue * (100 - o.signed_discount) / 100, 2),
      round(worked.revenue * (100 - o.signed_discount) / 100, 2) - worked.cost);
-- backfill:end
