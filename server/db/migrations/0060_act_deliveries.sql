-- An act sent from the act (issue 24 item 3: «Отправить акт» on /acts) is a letter of its own, with
-- no account: such a delivery row names the act only. A job sending acts books one row per
-- (job, act, address), as the accounts' job does per (job, account, address), so a retried job sends
-- nobody a second copy.
ALTER TABLE document_deliveries ALTER COLUMN account_id DROP NOT NULL;
CREATE UNIQUE INDEX document_deliveries_act_job_key ON document_deliveries (job_id, act_id, to_address)
  WHERE job_id IS NOT NULL AND account_id IS NULL;
CREATE INDEX document_deliveries_act_sent_idx ON document_deliveries (act_id, id DESC) WHERE act_id IS NOT NULL;
DROP INDEX document_deliveries_act_id_idx;
