-- Phone search by digits (issue 9, item 5). A phone is stored as it was typed ('79261445956',
-- '+7 926 144-59-56', '8 (926) 144-59-56'); the list search compares digits only
-- (server/crud/phone-search.ts phoneCondition), per searchable phone field: a whole number on its
-- last ten digits (btree: trigrams are slow on a ten-letter alphabet), a part of a number as a
-- substring of all digits (pg_trgm). The schema-drift test checks the names and columns.
CREATE INDEX individuals_phone_national ON individuals (right(regexp_replace(coalesce(phone, ''), '\D', '', 'g'), 10));
CREATE INDEX individuals_phone_digits_trgm ON individuals USING gin ((regexp_replace(coalesce(phone, ''), '\D', '', 'g')) gin_trgm_ops);
CREATE INDEX contractor_contacts_phone_national ON contractor_contacts (right(regexp_replace(coalesce(phone, ''), '\D', '', 'g'), 10));
CREATE INDEX contractor_contacts_phone_digits_trgm ON contractor_contacts USING gin ((regexp_replace(coalesce(phone, ''), '\D', '', 'g')) gin_trgm_ops);
CREATE INDEX calls_phone_caller_national ON calls (right(regexp_replace(coalesce(phone_caller, ''), '\D', '', 'g'), 10));
CREATE INDEX calls_phone_caller_digits_trgm ON calls USING gin ((regexp_replace(coalesce(phone_caller, ''), '\D', '', 'g')) gin_trgm_ops);
CREATE INDEX calls_phone_callee_national ON calls (right(regexp_replace(coalesce(phone_callee, ''), '\D', '', 'g'), 10));
CREATE INDEX calls_phone_callee_digits_trgm ON calls USING gin ((regexp_replace(coalesce(phone_callee, ''), '\D', '', 'g')) gin_trgm_ops);
-- The palette searches contact persons by name, phone and e-mail (as 0009 does for the large tables).
CREATE INDEX contractor_contacts_search_trgm ON contractor_contacts USING gin (
  (coalesce(name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(email, '')) gin_trgm_ops
);
-- The orders search finds an order by its street's name (orders.street_id is a search field).
CREATE INDEX streets_name_trgm ON streets USING gin (name gin_trgm_ops);
