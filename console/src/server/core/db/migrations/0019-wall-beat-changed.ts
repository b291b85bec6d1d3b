/**
 * When a wall's stored beat last changed content (the last-seen time it was stored with). Replicas read back only
 * the beats that changed, and the last-seen time alone for the others: most beats change nothing but that time, and
 * re-reading every recently seen wall's whole beat every 2 s does not scale (docs/deploying.md, 50 000 walls).
 */
export const sql = `
ALTER TABLE walls ADD COLUMN beat_changed_at bigint NOT NULL DEFAULT 0;
UPDATE walls SET beat_changed_at = last_seen;
`;
