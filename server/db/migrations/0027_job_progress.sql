-- Background jobs (mass PDF sends, mass mailings): who started one, its live progress, its result,
-- and a lease so a job whose process died is taken again once the lease runs out.
ALTER TABLE jobs
  ADD COLUMN user_id integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN locked_until timestamptz,
  ADD COLUMN progress jsonb,
  ADD COLUMN result jsonb,
  ADD COLUMN failed boolean NOT NULL DEFAULT false;
CREATE INDEX jobs_user_id_idx ON jobs (user_id, id DESC);
