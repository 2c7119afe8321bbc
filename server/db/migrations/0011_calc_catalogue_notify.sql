-- Catalogue changes are also announced on the channel calc_catalogue, so an API instance that
-- listens keeps its cached catalogue without asking for the version on every estimate.
CREATE OR REPLACE FUNCTION calc_catalogue_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE calc_catalogue_version SET version = version + 1;
  PERFORM pg_notify('calc_catalogue', '');
  RETURN NULL;
END $$;
