-- Issue 26 item 3: a key reserved outside the request's transaction (uploads, job starters) holds
-- a lease renewed while its request runs; a lease that ran out belonged to a process that died, and
-- the key is usable again. Keys of transactional requests are marked inside that transaction and
-- carry no lease: a crash before the commit leaves no mark at all.
ALTER TABLE idempotency_keys ADD COLUMN lease_until timestamptz;
