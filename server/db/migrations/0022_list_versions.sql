-- Versions of each table's contents for the list server's remembered page positions
-- (server/crud/page-anchors.ts): a statement trigger of every counted table (row-counters.sql) adds 1
-- to the row of its table and connection. A table's version is the sum over its rows as the reading
-- transaction sees them, so it changes exactly when another committed write becomes visible; one
-- row per connection keeps concurrent writers from waiting on (or deadlocking over) a shared row.
CREATE TABLE list_versions (
  table_name text NOT NULL,
  backend integer NOT NULL,
  v bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (table_name, backend)
);
