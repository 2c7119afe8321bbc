-- Row counts kept per connection, as list_versions (0022) are. One shared row per table in
-- row_counts made every inserting transaction wait for every other until it committed, and two
-- transactions that counted two tables in opposite orders (a ledger row, then a balance; a balance,
-- then a ledger row) deadlocked: on PostgreSQL, concurrent ledger writers went at about 5 rows a
-- second with hundreds of «deadlock detected» in the server log.
--
-- Statements now add their delta to the row of their table and connection in row_count_parts; a
-- table's count is its base in row_counts plus the sum of its parts (crm_row_count). row_counts keeps
-- its shape, so an older instance still running during an upgrade reads a stale total there, never
-- an error. The counting function is in server/db/row-counters.sql, which runs after every migration.
CREATE TABLE row_count_parts (
  table_name text NOT NULL,
  backend integer NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (table_name, backend)
);

CREATE FUNCTION crm_row_count(t text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT (SELECT n FROM row_counts WHERE table_name = t)
    + coalesce((SELECT sum(n) FROM row_count_parts WHERE table_name = t), 0)::bigint
$$;
