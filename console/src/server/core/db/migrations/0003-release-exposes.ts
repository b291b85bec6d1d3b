/**
 * The panels each registered version exposes (a team's own host is not in the published folder, so the layout check
 * needs them from the inventory), and when each publish token was last used.
 */
export const sql = `
ALTER TABLE releases ADD COLUMN exposes jsonb;
ALTER TABLE publish_tokens ADD COLUMN last_used_at bigint;
`;
