-- Contractors and workers as spec 01 §3 describes them (issue 11 items 1, 2): holding links, the
-- contractor's managers, the document contact kept from the contacts, the requisites and contract
-- files; the temporarily fired workers' index.

ALTER TABLE contractors
  ADD COLUMN holding boolean NOT NULL DEFAULT false,
  ADD COLUMN contractor_connect_id integer REFERENCES contractors (id) ON DELETE SET NULL,
  ADD COLUMN user_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN doc_contractor_contact_id integer REFERENCES contractor_contacts (id) ON DELETE SET NULL,
  ADD COLUMN requisites_file text,
  ADD COLUMN contract_file text;
CREATE INDEX contractors_contractor_connect_id_idx ON contractors (contractor_connect_id);
CREATE INDEX contractors_doc_contractor_contact_id_idx ON contractors (doc_contractor_contact_id);

-- One requisites file and one contract file per contractor; the bytes live under DATA_DIR/files.
CREATE TABLE contractor_files (
  contractor_id integer NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  doctype text NOT NULL CHECK (doctype IN ('requisite', 'contract')),
  filename text NOT NULL,
  kind text NOT NULL,
  size integer NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (contractor_id, doctype)
);
CREATE INDEX contractor_files_user_id_idx ON contractor_files (user_id);

-- GET /api/individuals/temp_fired reads the few fired workers with a date, never the whole table.
CREATE INDEX individuals_temp_fired_idx ON individuals (fired_until, id) WHERE fired AND fired_until IS NOT NULL;
