-- Issue 21 item 8 at 1M orders (docs/decisions.md «Issue 21: occupation, driver and recalculation
-- at scale»). The occupancy and driver statistics need the workers of a month's formed and counted
-- orders. Read from orders and order_individuals that is 20 000 heap pages of orders a month (the
-- orders of a month lie all over the table, and PGlite has no autovacuum to keep an index-only scan
-- off the heap) plus a scan of every worker row. occupation_places keeps one narrow row per worker
-- place of such an order, written by triggers inside the writing transaction, so it is never stale:
-- a month is a few thousand rows of a table that stays in the buffer cache.

-- A worker's place (order_individuals row with a worker) on an order of status ≥ 2 not cancelled by
-- the client: the order's date, status, start and trip as they are, and `hours` the place's own time,
-- else the order's, else the estimate (the coalesce both queries start from).
CREATE TABLE occupation_places (
  order_individual_id integer PRIMARY KEY REFERENCES order_individuals (id) ON DELETE CASCADE ON UPDATE CASCADE,
  order_id integer NOT NULL,
  individual_id integer NOT NULL,
  work_type_id integer NOT NULL,
  start_date date NOT NULL,
  status numeric(3,1) NOT NULL,
  start_time time,
  hours numeric(12,2),
  trip_time numeric(12,2)
);
CREATE INDEX occupation_places_start_date_idx ON occupation_places (start_date);
CREATE INDEX occupation_places_order_id_idx ON occupation_places (order_id);
-- The driver statistics: the month's counted driver places (spec 01 §9 work type 52), a few hundred.
CREATE INDEX occupation_places_driver_idx ON occupation_places (start_date) WHERE work_type_id = 52 AND status = 3;

-- What occupation_places holds, computed from the source. A one-select SQL function is inlined
-- by the planner, so a condition on the place or its order reaches order_individuals' indexes.
CREATE FUNCTION occupation_places_source() RETURNS SETOF occupation_places LANGUAGE sql STABLE AS $$
  SELECT oi.id, oi.order_id, oi.individual_id, oi.work_type_id, o.start_date, o.status, o.start_time,
    coalesce(oi.pure_time, o.pure_time, o.approx_work_time), o.trip_time
  FROM order_individuals oi JOIN orders o ON o.id = oi.order_id
  WHERE oi.individual_id IS NOT NULL AND o.status >= 2 AND o.client_canceled_at IS NULL
$$;

-- Rewrites the rows of the given places and of every place of the given orders. Each statement of
-- a plpgsql function reads a fresh snapshot: when the delete waited on a concurrent writer of the
-- same rows, the insert sees what that writer committed, and the upsert takes the row it left.
CREATE FUNCTION occupation_places_sync(place_ids integer[], order_ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM occupation_places WHERE order_individual_id = ANY (place_ids) OR order_id = ANY (order_ids);
  INSERT INTO occupation_places AS p
  SELECT * FROM occupation_places_source() s
  WHERE s.order_individual_id = ANY (place_ids) OR s.order_id = ANY (order_ids)
  ON CONFLICT (order_individual_id) DO UPDATE SET order_id = EXCLUDED.order_id,
    individual_id = EXCLUDED.individual_id, work_type_id = EXCLUDED.work_type_id, start_date = EXCLUDED.start_date,
    status = EXCLUDED.status, start_time = EXCLUDED.start_time, hours = EXCLUDED.hours, trip_time = EXCLUDED.trip_time;
END $$;

-- A place is written with its order locked as an order save locks it (FOR NO KEY UPDATE): an order
-- whose status or date changes in a concurrent transaction is then seen as committed, so a place
-- added meanwhile is never left out.
CREATE FUNCTION occupation_places_lock_orders(order_ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM orders WHERE id = ANY (order_ids) ORDER BY id FOR NO KEY UPDATE
$$;

-- New places: one statement-level call, so a bulk insert (the large seed) is one join.
CREATE FUNCTION occupation_places_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM occupation_places_lock_orders(ARRAY(SELECT DISTINCT order_id FROM inserted WHERE individual_id IS NOT NULL));
  PERFORM occupation_places_sync(ARRAY(SELECT id FROM inserted WHERE individual_id IS NOT NULL), '{}');
  RETURN NULL;
END $$;
CREATE TRIGGER order_individuals_occupation_added AFTER INSERT ON order_individuals
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION occupation_places_added();

-- A changed place (a deleted one goes with its row by the foreign key).
CREATE FUNCTION occupation_place_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM occupation_places_lock_orders(ARRAY[OLD.order_id, NEW.order_id]);
  PERFORM occupation_places_sync(ARRAY[NEW.id], '{}');
  RETURN NULL;
END $$;
CREATE TRIGGER order_individuals_occupation_changed
  AFTER UPDATE OF order_id, individual_id, work_type_id, pure_time ON order_individuals FOR EACH ROW
  WHEN ((OLD.order_id, OLD.individual_id, OLD.work_type_id, OLD.pure_time)
    IS DISTINCT FROM (NEW.order_id, NEW.individual_id, NEW.work_type_id, NEW.pure_time))
  EXECUTE FUNCTION occupation_place_changed();

-- An order whose date, time, status, cancellation or hours change rewrites its places; other
-- order updates (the most frequent: comments, money, ratings) do not call the function at all.
CREATE FUNCTION occupation_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM occupation_places_sync('{}', ARRAY[NEW.id]);
  RETURN NULL;
END $$;
CREATE TRIGGER orders_occupation_changed
  AFTER UPDATE OF start_date, start_time, status, client_canceled_at, pure_time, approx_work_time, trip_time
  ON orders FOR EACH ROW
  WHEN ((OLD.start_date, OLD.start_time, OLD.status, OLD.client_canceled_at IS NULL, OLD.pure_time,
      OLD.approx_work_time, OLD.trip_time)
    IS DISTINCT FROM (NEW.start_date, NEW.start_time, NEW.status, NEW.client_canceled_at IS NULL,
      NEW.pure_time, NEW.approx_work_time, NEW.trip_time))
  EXECUTE FUNCTION occupation_order_changed();

-- The places of the orders already there, by date, so a month's rows lie on few pages.
INSERT INTO occupation_places SELECT * FROM occupation_places_source() ORDER BY start_date, order_individual_id;
ANALYZE occupation_places;
