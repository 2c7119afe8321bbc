-- Row counts kept per connection, as list_versions (0022) are: the count of a table is the sum of
-- its rows. One shared row per table made every inserting transaction wait for every other until it
-- committed, and two transactions that counted two tables in opposite orders (a ledger row, then a
-- balance; a balance, then a ledger row) deadlocked: on PostgreSQL, concurrent ledger writers went at
-- about 5 rows a second with hundreds of «deadlock detected» in the server log. The counting
-- function itself is in server/db/row-counters.sql, which runs after every migration.
ALTER TABLE row_counts ADD COLUMN backend integer NOT NULL DEFAULT 0;
ALTER TABLE row_counts DROP CONSTRAINT row_counts_pkey;
ALTER TABLE row_counts ADD PRIMARY KEY (table_name, backend);

-- The count of a table, for readers that do not want to know how it is kept.
CREATE FUNCTION crm_row_count(t text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT sum(n)::bigint FROM row_counts WHERE table_name = t
$$;
