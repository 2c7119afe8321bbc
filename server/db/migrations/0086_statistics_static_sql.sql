-- The statistics triggers of 0081 with their queries written out instead of run by EXECUTE.
-- EXECUTE parses and plans its text on every call: on the embedded database that was 5.9 ms of
-- every order save that changed money, status or dates (0.5 ms for one that did not), most of the
-- demo seed's time and of the ledger tests'. Static statements of a PL/pgSQL function are planned
-- once per connection and trigger; the transition tables' rows they read are gathered first into
-- one array of changes (one query per TG_OP branch, so no statement names a transition table its
-- trigger lacks), and the sums are the same queries over unnest of that array.

CREATE TYPE statistics_order_change AS (
  sign integer,
  id integer,
  status numeric(3,1),
  start_date date,
  client_canceled_at timestamptz,
  final_revenue numeric(14,2),
  final_profit numeric(14,2),
  contractor_id integer,
  updated_at timestamptz,
  p_paid_at date
);

CREATE OR REPLACE FUNCTION statistics_orders_apply() RETURNS trigger LANGUAGE plpgsql
  AS $$
DECLARE
  changes statistics_order_change[];
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(1, n.id, n.status, n.start_date, n.client_canceled_at, n.final_revenue, n.final_profit,
        n.contractor_id, n.updated_at, n.p_paid_at)::statistics_order_change)
      INTO changes FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(-1, o.id, o.status, o.start_date, o.client_canceled_at, o.final_revenue, o.final_profit,
        o.contractor_id, o.updated_at, o.p_paid_at)::statistics_order_change)
      INTO changes FROM old_rows o;
  ELSE
    -- The updated rows whose columns read here changed (a trigger with transition tables cannot
    -- name its columns): each version that has no equal in the other table. Set operations only,
    -- hashed or sorted: a static statement is planned once, for the transition tables' sizes of
    -- its first call, and a join or IN planned for one row ran quadratic for 100 000.
    -- Most updates of an order (its notes, its displayed status, its rating) change nothing here.
    SELECT array_agg(ROW(x.*)::statistics_order_change) INTO changes FROM (
      (SELECT 1, id, status, start_date, client_canceled_at, final_revenue, final_profit, contractor_id, updated_at, p_paid_at FROM new_rows
       EXCEPT ALL
       SELECT 1, id, status, start_date, client_canceled_at, final_revenue, final_profit, contractor_id, updated_at, p_paid_at FROM old_rows)
      UNION ALL
      (SELECT -1, id, status, start_date, client_canceled_at, final_revenue, final_profit, contractor_id, updated_at, p_paid_at FROM old_rows
       EXCEPT ALL
       SELECT -1, id, status, start_date, client_canceled_at, final_revenue, final_profit, contractor_id, updated_at, p_paid_at FROM new_rows)) x;
  END IF;
  IF changes IS NULL THEN RETURN NULL; END IF;
  -- A change of contractors.from_ads (statistics_ads_regroup) takes this table SHARE ROW EXCLUSIVE:
  -- taken here before the flags are read, a writer either waits for the flag's commit and reads the
  -- new flag, or is waited for by the regroup, which then sees this statement's orders.
  LOCK TABLE statistics_days IN ROW EXCLUSIVE MODE;
  WITH delta AS (
    SELECT date_trunc('month', c.start_date::timestamp)::date AS month, c.contractor_id, sum(c.sign)::int AS orders,
      coalesce(sum(c.sign) FILTER (WHERE c.status = 3), 0)::int AS closed,
      coalesce(sum(c.sign) FILTER (WHERE c.status = 2), 0)::int AS pending,
      coalesce(sum(c.sign * c.final_revenue) FILTER (WHERE c.status = 3), 0) AS revenue,
      coalesce(sum(c.sign * c.final_profit) FILTER (WHERE c.status = 3), 0) AS profit
    FROM unnest(changes) c
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
  -- A client came into a month (or left it) when its count there went from 0 (or to 0): each key's
  -- change and its count after, paired by grouping, not by a join of the two (planned once, for a
  -- few rows, a join of two CTEs can be a nested loop).
  INSERT INTO statistics_months AS s (month, backend, orders, closed, pending, revenue, profit, clients)
  SELECT k.month, pg_backend_pid(), sum(k.orders), sum(k.closed), sum(k.pending), sum(k.revenue), sum(k.profit),
    sum((k.after > 0)::int - (k.after - k.orders > 0)::int)
  FROM (
    SELECT u.month, u.contractor_id, max(u.orders) AS orders, max(u.closed) AS closed, max(u.pending) AS pending,
      max(u.revenue) AS revenue, max(u.profit) AS profit, max(u.after) AS after
    FROM (
      SELECT month, contractor_id, orders, closed, pending, revenue, profit, NULL::int AS after FROM changed
      UNION ALL
      SELECT month, contractor_id, NULL, NULL, NULL, NULL, NULL, orders FROM kept) u
    GROUP BY 1, 2) k
  GROUP BY 1
  ORDER BY 1
  ON CONFLICT (month, backend) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
    closed = s.closed + EXCLUDED.closed, pending = s.pending + EXCLUDED.pending,
    revenue = s.revenue + EXCLUDED.revenue, profit = s.profit + EXCLUDED.profit,
    clients = s.clients + EXCLUDED.clients;
  INSERT INTO statistics_days AS s (date_type, day, backend, orders, revenue, profit, ads_revenue)
  SELECT t.date_type, t.day, pg_backend_pid(), sum(c.sign), sum(c.sign * c.final_revenue), sum(c.sign * c.final_profit),
    coalesce(sum(c.sign * c.final_revenue) FILTER (WHERE k.from_ads), 0)
  FROM unnest(changes) c
  LEFT JOIN contractors k ON k.id = c.contractor_id
  CROSS JOIN LATERAL statistics_order_days(c.updated_at, c.p_paid_at) t
  WHERE c.status = 3 AND c.client_canceled_at IS NULL AND t.day IS NOT NULL
  GROUP BY 1, 2
  HAVING sum(c.sign) <> 0 OR sum(c.sign * c.final_revenue) <> 0 OR sum(c.sign * c.final_profit) <> 0
    OR sum(c.sign * c.final_revenue) FILTER (WHERE k.from_ads) <> 0
  ORDER BY 1, 2
  ON CONFLICT (date_type, day, backend) DO UPDATE SET orders = s.orders + EXCLUDED.orders,
    revenue = s.revenue + EXCLUDED.revenue, profit = s.profit + EXCLUDED.profit,
    ads_revenue = s.ads_revenue + EXCLUDED.ads_revenue;
  SELECT array_agg(DISTINCT c.contractor_id) INTO touched
  FROM unnest(changes) c JOIN contractors k ON k.id = c.contractor_id AND k.from_ads;
  IF touched IS NOT NULL THEN
    PERFORM statistics_new_clients_refresh(touched);
  END IF;
  RETURN NULL;
END $$;

-- Nothing calls the text any more.
DROP FUNCTION statistics_orders_changed();
