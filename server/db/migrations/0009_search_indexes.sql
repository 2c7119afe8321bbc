-- Substring search (?search=) on the large tables. The list query matches one expression per
-- resource: the searchable text fields in declaration order joined with ' ' (see
-- server/crud/list-filters.ts searchText); a trigram GIN index on exactly that expression lets
-- ILIKE '%term%' use an index instead of reading a million rows. A test checks the expressions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX orders_search_trgm ON orders USING gin (
  (coalesce(address_info, '') || ' ' || coalesce(comment, '') || ' ' || coalesce(p_acc_number, '') || ' ' || coalesce(pp_acc_number, '')) gin_trgm_ops
);
CREATE INDEX individuals_search_trgm ON individuals USING gin (
  (coalesce(name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(address, '') || ' ' || coalesce(passport_series, '') || ' ' || coalesce(passport_number, '') || ' ' || coalesce(inn, '')) gin_trgm_ops
);
CREATE INDEX contractors_search_trgm ON contractors USING gin (
  (coalesce(name, '') || ' ' || coalesce(short_name, '') || ' ' || coalesce(contract_num, '')) gin_trgm_ops
);
CREATE INDEX calls_search_trgm ON calls USING gin (
  (coalesce(phone_caller, '') || ' ' || coalesce(phone_callee, '') || ' ' || coalesce(comment, '')) gin_trgm_ops
);
-- The contractor-name lookup inside the orders search.
CREATE INDEX contractors_name_trgm ON contractors USING gin (name gin_trgm_ops);
