/** Each registered version's panels' declared minimum slot sizes (null: registered without them, or a build before minimums). */
export const sql = `
ALTER TABLE releases ADD COLUMN min_sizes jsonb;
`;
