-- Issue 21 item 8: the month, client and everyday statistics at 1M orders read sums kept here
-- instead of the orders of their months (docs/decisions.md «Issue 21: statistics at scale»).
-- Triggers on orders keep them inside the writing transaction, so they are never stale and never
-- half-written. The per-month and per-day sums follow ledger_daily (0038): every connection adds
-- to rows of its own (backend = its pid), so writers never wait on one shared row (this month's
-- or today's, which every order would write); readers sum over backends, and
-- statistics_rollups_fold moves other connections' rows into backend 0 before a read.

-- Per month of start_date and client: the orders that count in /month_statistics and
-- /client_statistics (status >= 2, not cancelled by the client), the closed (3) and pending (2)
-- ones, and the closed ones' revenue and profit. One row per key: a writer holds it to its commit,
-- so only writers of one client's orders of one month wait on each other; the row tells the
-- months' sums below whether the client came into the month or left it. A key left at zero is
-- removed by the fold.
CREATE TABLE statistics_month_clients (
  month date NOT NULL,
  contractor_id integer NOT NULL,
  orders integer NOT NULL DEFAULT 0,
  closed integer NOT NULL DEFAULT 0,
  pending integer NOT NULL DEFAULT 0,
  revenue numeric(16,2) NOT NULL DEFAULT 0,
  profit numeric(16,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (month, contractor_id)
);
CREATE INDEX statistics_month_clients_empty_idx ON statistics_month_clients (month) WHERE orders = 0;

-- Per client, its orders and money over the six months ending at last_month (the window of the
-- month and client screens): a six-month screen reads one row per client of the window (about
-- 11 000 at 1M orders) instead of six, and counts its clients without grouping. Each change of a
-- client's month goes to the six windows that hold that month.
CREATE TABLE statistics_six_months (
  last_month date NOT NULL,
  contractor_id integer NOT NULL,
  orders integer NOT NULL DEFAULT 0,
  revenue numeric(16,2) NOT NULL DEFAULT 0,
  profit numeric(16,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (last_month, contractor_id)
);
CREATE INDEX statistics_six_months_empty_idx ON statistics_six_months (last_month) WHERE orders = 0;

-- The same per month (clients: how many clients have orders that month), per connection.
CREATE TABLE statistics_months (
  month date NOT NULL,
  backend integer NOT NULL,
  orders integer NOT NULL DEFAULT 0,
  closed integer NOT NULL DEFAULT 0,
  pending integer NOT NULL DEFAULT 0,
  revenue numeric(16,2) NOT NULL DEFAULT 0,
  profit numeric(16,2) NOT NULL DEFAULT 0,
  clients integer NOT NULL DEFAULT 0,
  PRIMARY KEY (month, backend)
);

-- Per day of /everyday_statistics/{date_type}: the closed orders not cancelled by the client, by
-- the Moscow day of updated_at or by p_paid_at, their revenue and profit, and the revenue of the
-- clients from ads (contractors.from_ads, moved by statistics_ads_regroup when the flag changes).
CREATE TABLE statistics_days (
  date_type text NOT NULL CHECK (date_type IN ('updated_at', 'payment_date')),
  day date NOT NULL,
  backend integer NOT NULL,
  orders integer NOT NULL DEFAULT 0,
  revenue numeric(16,2) NOT NULL DEFAULT 0,
  profit numeric(16,2) NOT NULL DEFAULT 0,
  ads_revenue numeric(16,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (date_type, day, backend)
);

-- A new client's profit (server/statistics/everyday-statistics.query.ts NEW_CLIENT_DAYS): the closed
-- orders of a client from ads started within 30 days of the client's first order of any status.
-- The first order moves with any order of the client, so this is no delta: a client's rows are
-- rebuilt from its orders (a few index rows) whenever its orders or its flag change.
CREATE TABLE statistics_new_client_days (
  contractor_id integer NOT NULL,
  date_type text NOT NULL CHECK (date_type IN ('updated_at', 'payment_date')),
  day date NOT NULL,
  profit numeric(16,2) NOT NULL,
  PRIMARY KEY (contractor_id, date_type, day)
);
CREATE INDEX statistics_new_client_days_day_idx ON statistics_new_client_days (date_type, day) INCLUDE (profit);

-- The days an order counts on, per date type (the conditions of everyday-statistics.query.ts).
CREATE FUNCTION statistics_order_days(updated_at timestamptz, p_paid_at date)
  RETURNS TABLE (date_type text, day date) LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT * FROM (VALUES ('updated_at', (updated_at AT TIME ZONE 'Europe/Moscow')::date), ('payment_date', p_paid_at)) v $$;

-- Rebuilds the new-client rows of these clients from their orders. The clients from ads among them
-- are locked first (in id order), so two writers of one client's orders rebuild one after the other,
-- the second from what the first committed.
CREATE FUNCTION statistics_new_clients_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ads integer[];
BEGIN
  SELECT array_agg(id ORDER BY id) INTO ads
  FROM (SELECT id FROM contractors WHERE id = ANY (ids) AND from_ads ORDER BY id FOR NO KEY UPDATE) c;
  DELETE FROM statistics_new_client_days WHERE contractor_id = ANY (ids);
  IF ads IS NULL THEN RETURN; END IF;
  INSERT INTO statistics_new_client_days (contractor_id, date_type, day, profit)
  SELECT o.contractor_id, t.date_type, t.day, sum(o.final_profit)
  FROM unnest(ads) a (id)
  CROSS JOIN LATERAL (SELECT min(f.start_date) AS first_date FROM orders f WHERE f.contractor_id = a.id) f
  JOIN orders o ON o.contractor_id = a.id AND o.start_date < f.first_date + 30
  CROSS JOIN LATERAL statistics_order_days(o.updated_at, o.p_paid_at) t
  WHERE o.status = 3 AND o.client_canceled_at IS NULL AND t.day IS NOT NULL
  GROUP BY 1, 2, 3;
END $$;

-- The ids of the updated rows whose columns read here changed (a trigger with transition tables
-- cannot name its columns): a set difference, hashed, where a join of the two transition tables
-- (no statistics, no index) was planned as a nested loop, quadratic in the rows of a statement.
CREATE FUNCTION statistics_orders_changed() RETURNS text LANGUAGE sql IMMUTABLE
  RETURN 'SELECT id FROM (
    SELECT id, status, start_date, client_canceled_at, final_revenue, final_profit, contractor_id, updated_at, p_paid_at FROM new_rows
    EXCEPT
    SELECT id, status, start_date, client_canceled_at, final_revenue, final_profit, contractor_id, updated_at, p_paid_at FROM old_rows) x';

-- One grouped upsert per statement and table, from the statement's changed rows: +1 for a row as
-- it is now, -1 for it as it was. `changes` is the statement's transition tables, chosen by TG_OP.
CREATE FUNCTION statistics_orders_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM old_rows o'
    ELSE 'WITH d AS (' || statistics_orders_changed() || ')
      SELECT 1 AS sign, n.* FROM new_rows n WHERE n.id IN (SELECT id FROM d)
      UNION ALL SELECT -1, o.* FROM old_rows o WHERE o.id IN (SELECT id FROM d)' END;
  touched integer[];
  touched_none boolean;
BEGIN
  -- Most updates of an order (its notes, its displayed status, its rating) change nothing read here.
  IF TG_OP = 'UPDATE' THEN
    EXECUTE 'SELECT NOT EXISTS (' || statistics_orders_changed() || ')' INTO touched_none;
    IF touched_none THEN RETURN NULL; END IF;
  END IF;
  -- A change of contractors.from_ads (statistics_ads_regroup) takes this table SHARE ROW EXCLUSIVE:
  -- taken here before the flags are read, a writer either waits for the flag's commit and reads the
  -- new flag, or is waited for by the regroup, which then sees this statement's orders.
  LOCK TABLE statistics_days IN ROW EXCLUSIVE MODE;
  EXECUTE format($q$
    WITH delta AS (
      SELECT date_trunc('month', c.start_date::timestamp)::date AS month, c.contractor_id, sum(c.sign)::int AS orders,
        coalesce(sum(c.sign) FILTER (WHERE c.status = 3), 0)::int AS closed,
        coalesce(sum(c.sign) FILTER (WHERE c.status = 2), 0)::int AS pending,
        coalesce(sum(c.sign * c.final_revenue) FILTER (WHERE c.status = 3), 0) AS revenue,
        coalesce(sum(c.sign * c.final_profit) FILTER (WHERE c.status = 3), 0) AS profit
      FROM (%s) c
      WHERE c.status >= 2 AND c.client_canceled_at IS NULL
      GROUP BY 1, 2),
    changed AS (SELECT * FROM delta WHERE (orders, closed, pending, revenue, profit) <> (0, 0, 0, 0, 0)),
    kept AS (
      INSERT INTO statistics_month_clients AS s (month, contractor_id, orders, closed, pending, revenue, profit)
      SELECT * FROM changed ORDER BY 1, 2
      ON CONFLICT (month, contractor_id) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
        closed = s.closed + EXCLUDED.closed, pending = s.pending + EXCLUDED.pending,
        revenue = s.revenue + EXCLUDED.revenue, profit = s.profit + EXCLUDED.profit
      RETURNING month, contractor_id, orders),
    six AS (
      INSERT INTO statistics_six_months AS s (last_month, contractor_id, orders, revenue, profit)
      SELECT (d.month + make_interval(months => g))::date, d.contractor_id, sum(d.orders), sum(d.revenue), sum(d.profit)
      FROM changed d CROSS JOIN generate_series(0, 5) g
      WHERE (d.orders, d.revenue, d.profit) <> (0, 0, 0)
      GROUP BY 1, 2
      ORDER BY 1, 2
      ON CONFLICT (last_month, contractor_id) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
        revenue = s.revenue + EXCLUDED.revenue, profit = s.profit + EXCLUDED.profit)
    INSERT INTO statistics_months AS s (month, backend, orders, closed, pending, revenue, profit, clients)
    SELECT d.month, pg_backend_pid(), sum(d.orders), sum(d.closed), sum(d.pending), sum(d.revenue), sum(d.profit),
      sum((k.orders > 0)::int - (k.orders - d.orders > 0)::int)
    FROM changed d JOIN kept k ON k.month = d.month AND k.contractor_id = d.contractor_id
    GROUP BY 1
    ORDER BY 1
    ON CONFLICT (month, backend) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
      closed = s.closed + EXCLUDED.closed, pending = s.pending + EXCLUDED.pending,
      revenue = s.revenue + EXCLUDED.revenue, profit = s.profit + EXCLUDED.profit,
      clients = s.clients + EXCLUDED.clients$q$, changes);
  EXECUTE format($q$
    INSERT INTO statistics_days AS s (date_type, day, backend, orders, revenue, profit, ads_revenue)
    SELECT t.date_type, t.day, pg_backend_pid(), sum(c.sign), sum(c.sign * c.final_revenue), sum(c.sign * c.final_profit),
      coalesce(sum(c.sign * c.final_revenue) FILTER (WHERE k.from_ads), 0)
    FROM (%s) c
    LEFT JOIN contractors k ON k.id = c.contractor_id
    CROSS JOIN LATERAL statistics_order_days(c.updated_at, c.p_paid_at) t
    WHERE c.status = 3 AND c.client_canceled_at IS NULL AND t.day IS NOT NULL
    GROUP BY 1, 2
    HAVING sum(c.sign) <> 0 OR sum(c.sign * c.final_revenue) <> 0 OR sum(c.sign * c.final_profit) <> 0
      OR sum(c.sign * c.final_revenue) FILTER (WHERE k.from_ads) <> 0
    ORDER BY 1, 2
    ON CONFLICT (date_type, day, backend) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
      revenue = s.revenue + EXCLUDED.revenue, profit = s.profit + EXCLUDED.profit,
      ads_revenue = s.ads_revenue + EXCLUDED.ads_revenue$q$, changes);
  EXECUTE format($q$
    SELECT array_agg(DISTINCT c.contractor_id) FROM (%s) c JOIN contractors k ON k.id = c.contractor_id AND k.from_ads$q$,
    changes) INTO touched;
  IF touched IS NOT NULL THEN
    PERFORM statistics_new_clients_refresh(touched);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_statistics_ins AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_orders_apply();
CREATE TRIGGER orders_statistics_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_orders_apply();
CREATE TRIGGER orders_statistics_del AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statistics_orders_apply();

-- A client who comes (or stops coming) from ads takes the revenue of its closed orders to (or out
-- of) the ads revenue of their days, and its new-client rows are rebuilt.
CREATE FUNCTION statistics_ads_regroup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE statistics_days IN SHARE ROW EXCLUSIVE MODE;
  INSERT INTO statistics_days AS s (date_type, day, backend, ads_revenue)
  SELECT t.date_type, t.day, pg_backend_pid(), sum(o.final_revenue) * CASE WHEN NEW.from_ads THEN 1 ELSE -1 END
  FROM orders o
  CROSS JOIN LATERAL statistics_order_days(o.updated_at, o.p_paid_at) t
  WHERE o.contractor_id = NEW.id AND o.status = 3 AND o.client_canceled_at IS NULL AND t.day IS NOT NULL
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (date_type, day, backend) DO UPDATE SET ads_revenue = s.ads_revenue + EXCLUDED.ads_revenue;
  PERFORM statistics_new_clients_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
CREATE TRIGGER contractors_statistics_ads AFTER UPDATE OF from_ads ON contractors
  FOR EACH ROW WHEN (OLD.from_ads IS DISTINCT FROM NEW.from_ads) EXECUTE FUNCTION statistics_ads_regroup();

-- Other connections' rows folded into backend 0 (one folder at a time, skipping rows a writer
-- holds, so it never waits on a writer), and the keys left at zero removed.
CREATE FUNCTION statistics_rollups_fold() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(727081) THEN RETURN; END IF;
  WITH moved AS (
    DELETE FROM statistics_months WHERE (month, backend) IN (
      SELECT month, backend FROM statistics_months WHERE backend <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING month, orders, closed, pending, revenue, profit, clients)
  INSERT INTO statistics_months AS s (month, backend, orders, closed, pending, revenue, profit, clients)
  SELECT month, 0, sum(orders), sum(closed), sum(pending), sum(revenue), sum(profit), sum(clients) FROM moved
  GROUP BY 1
  ORDER BY 1
  ON CONFLICT (month, backend) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
    closed = s.closed + EXCLUDED.closed, pending = s.pending + EXCLUDED.pending,
    revenue = s.revenue + EXCLUDED.revenue, profit = s.profit + EXCLUDED.profit, clients = s.clients + EXCLUDED.clients;
  -- A client's month at zero orders has no closed ones either, so no money: nothing left to show.
  DELETE FROM statistics_month_clients WHERE ctid IN (
    SELECT ctid FROM statistics_month_clients WHERE orders = 0 FOR UPDATE SKIP LOCKED);
  DELETE FROM statistics_six_months WHERE ctid IN (
    SELECT ctid FROM statistics_six_months WHERE orders = 0 FOR UPDATE SKIP LOCKED);
  WITH moved AS (
    DELETE FROM statistics_days WHERE (date_type, day, backend) IN (
      SELECT date_type, day, backend FROM statistics_days WHERE backend <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING date_type, day, orders, revenue, profit, ads_revenue)
  INSERT INTO statistics_days AS s (date_type, day, backend, orders, revenue, profit, ads_revenue)
  SELECT date_type, day, 0, sum(orders), sum(revenue), sum(profit), sum(ads_revenue) FROM moved
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (date_type, day, backend) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
    revenue = s.revenue + EXCLUDED.revenue, profit = s.profit + EXCLUDED.profit,
    ads_revenue = s.ads_revenue + EXCLUDED.ads_revenue;
  -- Two rows a day (one per date type): read whole.
  DELETE FROM statistics_days WHERE backend = 0 AND orders = 0 AND ads_revenue = 0;
END $$;

-- Backfill from the orders as they are.
INSERT INTO statistics_month_clients (month, contractor_id, orders, closed, pending, revenue, profit)
SELECT date_trunc('month', o.start_date::timestamp)::date, o.contractor_id, count(*),
  count(*) FILTER (WHERE o.status = 3), count(*) FILTER (WHERE o.status = 2),
  coalesce(sum(o.final_revenue) FILTER (WHERE o.status = 3), 0), coalesce(sum(o.final_profit) FILTER (WHERE o.status = 3), 0)
FROM orders o
WHERE o.status >= 2 AND o.client_canceled_at IS NULL
GROUP BY 1, 2;
INSERT INTO statistics_six_months (last_month, contractor_id, orders, revenue, profit)
SELECT (month + make_interval(months => g))::date, contractor_id, sum(orders), sum(revenue), sum(profit)
FROM statistics_month_clients CROSS JOIN generate_series(0, 5) g
GROUP BY 1, 2;
INSERT INTO statistics_months (month, backend, orders, closed, pending, revenue, profit, clients)
SELECT month, 0, sum(orders), sum(closed), sum(pending), sum(revenue), sum(profit), count(*)
FROM statistics_month_clients
GROUP BY 1;
INSERT INTO statistics_days (date_type, day, backend, orders, revenue, profit, ads_revenue)
SELECT t.date_type, t.day, 0, count(*), sum(o.final_revenue), sum(o.final_profit),
  coalesce(sum(o.final_revenue) FILTER (WHERE k.from_ads), 0)
FROM orders o
JOIN contractors k ON k.id = o.contractor_id
CROSS JOIN LATERAL statistics_order_days(o.updated_at, o.p_paid_at) t
WHERE o.status = 3 AND o.client_canceled_at IS NULL AND t.day IS NOT NULL
GROUP BY 1, 2;
SELECT statistics_new_clients_refresh(array_agg(id)) FROM contractors WHERE from_ads;
ANALYZE statistics_month_clients;
ANALYZE statistics_months;
ANALYZE statistics_six_months;
ANALYZE statistics_days;
ANALYZE statistics_new_client_days;
