-- A version per table, bumped by the statement triggers of row-counters.sql on every insert, update
-- and delete: the list server keeps the positions of rows it has seen (server/crud/page-anchors.ts)
-- only while the version they were seen at is current, so far pages are read by keyset from a
-- known row and never from a stale one.
ALTER TABLE row_counts ADD COLUMN version bigint NOT NULL DEFAULT 0;
