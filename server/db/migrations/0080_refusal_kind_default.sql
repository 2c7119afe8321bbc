-- individual_refusals.kind is declared required with default 2 («Отказался от предложения», the kind a
-- dispatcher enters by hand); the column had no default, so a raw insert without a kind failed where
-- the declaration (and the typed Kysely<DB> derived from it) says it may be left out. Found by the
-- schema-drift test of issue 20 item 6.
ALTER TABLE individual_refusals ALTER COLUMN kind SET DEFAULT 2;
