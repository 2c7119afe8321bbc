-- Rate-limit counters shared by every API instance on one PostgreSQL (issue 26 item 2): one row per
-- limited key (an address, a user, a sign-in address) and its fixed window. Unlogged: a counter lost
-- in a database crash only restarts a window, and the writes skip the WAL.
CREATE UNLOGGED TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_window_ends_idx ON rate_limit_counters (window_ends);
