-- Names sort as a Russian reader expects (issue 23 item 11: streets beginning with a lower-case
-- letter sorted after «Э…», since the database's collation is C, byte order: capitals, then small
-- letters, ё after я). Every name column gets the collation names_ru, ICU's root collation
-- ("und-x-icu"): case-insensitive at the first level (case decides only between otherwise equal
-- names), ё beside е, Latin before Cyrillic. PostgreSQL 15 (with ICU, as Debian, Ubuntu and managed
-- services build it) and PGlite both have it and sort alike; ICU's «ru» tailoring is not in
-- PGlite's ICU data, so "ru-x-icu" would sort differently on the two. A server built without ICU
-- keeps byte order (C) under the same name, with a warning.
--
-- A column's own collation, not COLLATE in queries: the list's ORDER BY, its keyset comparisons
-- and its sort indexes (rebuilt here) all follow the column, so the list SQL is unchanged.
-- tests/api/name-collation.test.ts checks every name column has it.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu') THEN
    CREATE COLLATION IF NOT EXISTS names_ru FROM "und-x-icu";
  ELSE
    RAISE WARNING 'PostgreSQL без ICU: названия будут сортироваться по кодам символов (collation C)';
    CREATE COLLATION IF NOT EXISTS names_ru FROM "C";
  END IF;
END $$;

-- free_orders (0028) reads contractors.name and refuses (0045) individuals.name; a column under a
-- view cannot change type. Both are recreated as they were below.
DROP VIEW free_orders;
DROP VIEW refuses;

DO $$
DECLARE c record;
BEGIN
  FOR c IN
    SELECT col.table_name, col.column_name
    FROM information_schema.columns col
    JOIN information_schema.tables tab USING (table_schema, table_name)
    WHERE col.table_schema = current_schema() AND tab.table_type = 'BASE TABLE'
      AND col.data_type = 'text'
      AND col.column_name IN ('name', 'short_name', 'long_name', 'legal_name', 'city_name', 'humanly_name',
        'line_name', 'title', 'subject', 'original_name')
      AND col.table_name <> 'schema_migrations'
  LOOP
    EXECUTE format('ALTER TABLE %I ALTER COLUMN %I TYPE text COLLATE names_ru', c.table_name, c.column_name);
  END LOOP;
END $$;

CREATE VIEW free_orders AS
SELECT
  o.id, o.contractor_id, o.start_date, o.status, o.payment_type, o.address_info,
  o.p_amount, o.p_acc_number, o.p_paid_at, o.not_paid_amount, o.act_id, o.created_at, o.updated_at,
  c.name AS contractor_name, o.final_revenue
FROM orders o
JOIN contractors c ON c.id = o.contractor_id
WHERE o.act_id IS NULL AND o.status = 3;

CREATE VIEW refuses AS
SELECT
  i.id,
  i.id AS individual_id,
  i.name,
  count(*)::integer AS refuses_3_months,
  (count(*) FILTER (WHERE r.refused_on > d.today - 30))::integer AS refuses_month,
  round(count(*) / 3.0, 2)::numeric(12,2) AS refuses_average,
  string_agg(to_char(r.refused_on, 'DD.MM.YYYY'), ', ' ORDER BY r.refused_on DESC, r.id DESC) AS refuses_dates,
  max(r.refused_on) AS last_refused_on
FROM individual_refusals r
JOIN individuals i ON i.id = r.individual_id
CROSS JOIN (SELECT (now() AT TIME ZONE 'Europe/Moscow')::date AS today) d
WHERE r.refused_on > d.today - 90
GROUP BY i.id, i.name;
