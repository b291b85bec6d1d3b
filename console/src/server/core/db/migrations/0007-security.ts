/**
 * What the security review asked of the schema: each group's own starting version of a rollout (a rollback restores
 * what that group ran), and users an administrator can disable without deleting them.
 */
export const sql = `
ALTER TABLE rollouts ADD COLUMN from_versions jsonb;
ALTER TABLE users ADD COLUMN disabled_at bigint;
`;
