/**
 * Sources of other kinds than HTTP JSON: a SQL database (`postgres` or `mysql`, its connection and query in
 * `settings`, its password among the source's secrets) and a spreadsheet (its sheet, header row and range in
 * `settings`). A spreadsheet's uploads are kept (the newest three) so an operator can go back to one.
 */
export const sql = `
ALTER TABLE data_sources ADD COLUMN kind text NOT NULL DEFAULT 'http';
ALTER TABLE data_sources ADD COLUMN settings jsonb;
CREATE TABLE source_uploads (
  id serial PRIMARY KEY,
  source_id integer NOT NULL REFERENCES data_sources (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  file_type text NOT NULL,
  bytes bytea NOT NULL,
  size integer NOT NULL,
  uploaded_by text NOT NULL,
  uploaded_at bigint NOT NULL,
  in_use boolean NOT NULL DEFAULT false
);
CREATE INDEX source_uploads_source ON source_uploads (source_id, uploaded_at);
`;
