-- Displayed order status (spec 01 §4: '0 = status 1 and not reviewed; 1; 2; 2.1 = status 2, not
-- visible to workers, all places filled; 2.2 = visible, some places filled by individuals; 2.5 =
-- visible and confirmed count covers the total required; 3') kept on the row, so that the list
-- filters, sorts and pages by it through an index at 1M orders. The server recomputes it with
-- core/rules/order-status.rule.ts on every write that can move it
-- (server/domain/orders/displayed-status.ts); this backfill is the same rule in SQL, run once.
ALTER TABLE orders ADD COLUMN displayed_status numeric(2,1) NOT NULL DEFAULT 0;

WITH places AS (
  SELECT o.id,
    coalesce((SELECT sum(p.workers_amount) FROM order_prices p WHERE p.order_id = o.id), 0) AS total,
    (SELECT count(*) FROM order_individuals i WHERE i.order_id = o.id AND i.individual_id IS NOT NULL) AS filled,
    (SELECT count(*) FROM order_individuals i
      WHERE i.order_id = o.id AND i.individual_id IS NOT NULL AND i.confirmed) AS confirmed
  FROM orders o
  WHERE o.status <> 0
)
UPDATE orders o SET displayed_status = CASE
    WHEN o.status = 1 THEN CASE WHEN o.reviewed THEN 1 ELSE 0 END
    WHEN o.status = 3 THEN 3
    WHEN NOT o.visible_to_workers THEN
      CASE WHEN places.total > 0 AND places.filled >= places.total THEN 2.1 ELSE 2 END
    WHEN places.total > 0 AND places.confirmed >= places.total THEN 2.5
    WHEN places.filled > 0 THEN 2.2
    ELSE 2
  END
FROM places
WHERE places.id = o.id;

CREATE INDEX orders_displayed_status_start_date_idx ON orders (displayed_status, start_date DESC, id DESC);
