-- Issue 20 item 6: the registry declares a refusal's kind required with default 2 («Отказался от заказа»), and
-- Kysely<DB> (server/db/db-types.ts) lets an insert leave such a column out: the column says so too.
ALTER TABLE individual_refusals ALTER COLUMN kind SET DEFAULT 2;
