-- Issue 21: what the statistics screens read. Each index serves one query of server/statistics at
-- 1M orders (npm run bench, part «Statistics»).

-- Spec 02 /individual_occupation 'work kinds gruz, sbor, takel': which kind a work type counts as.
-- The spec fixes the ids of the default work types (spec 01 §9), so they get their kind here; an
-- office's own work types get theirs in the work type's form.
ALTER TABLE work_types ADD COLUMN occupation_kind text CHECK (occupation_kind IN ('gruz', 'sbor', 'takel'));
UPDATE work_types SET occupation_kind = 'gruz' WHERE id IN (48, 49, 53, 54);
UPDATE work_types SET occupation_kind = 'takel' WHERE id = 50;
UPDATE work_types SET occupation_kind = 'sbor' WHERE id = 51;

-- Months, clients and the occupancy: the orders of a date range with their money, read from the
-- index alone (status ≥ 2: formed, organised and counted orders; a cancelled one is left out).
CREATE INDEX orders_statistics_idx ON orders (start_date)
  INCLUDE (status, contractor_id, final_revenue, final_profit, user_id, user2_id, rating)
  WHERE status >= 2 AND client_canceled_at IS NULL;
-- The daily statistics by the day an order was counted (date_type updated_at) or paid (payment_date).
CREATE INDEX orders_counted_updated_at_idx ON orders (updated_at) INCLUDE (final_revenue, final_profit, contractor_id)
  WHERE status = 3;
CREATE INDEX orders_paid_at_idx ON orders (p_paid_at) INCLUDE (final_revenue, final_profit, contractor_id)
  WHERE status = 3 AND p_paid_at IS NOT NULL;
