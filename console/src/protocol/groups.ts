import { Type, type Static } from '@sinclair/typebox';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import { REMOTE_PATTERN } from './releases';

/**
 * Managing groups (admin, audited) and switching a remote's version directly (operator, audited):
 * - `POST /api/groups` {@link GroupCreateRequest} → 201 `GroupInfo`: a new group with a copy of `from`'s versions and layouts
 *   (its pages from `template` when one is named; 400 for an unknown template)
 *   (`group.create`). 409 when the id is taken; 404 when `from` is not a group. Without `from` (nothing to copy on a new
 *   install) it starts on the newest published versions with `template`'s pages (400 without a template).
 * - `PATCH /api/groups/:group` {@link GroupRenameRequest} → `GroupInfo` (`group.rename`).
 * - `DELETE /api/groups/:group` → 204 (`group.remove`); 409 naming the walls still in it, or the rollout running on it.
 * - `PUT /api/remotes/:remote/version` {@link VersionSwitchRequest} → {@link VersionSwitchReply} (`group.version.use`):
 *   the version for every group that runs the remote (or the one named), at once, without a staged rollout.
 * - `POST /api/remotes/:remote/rollback` {@link VersionRollbackRequest} → {@link VersionSwitchReply} (`group.version.rollback`):
 *   each group back to the version before its last switch, or to the version named.
 */
export const groupCreateSchema = Type.Object(
  {
    group: Type.String({ pattern: WALL_ID_PATTERN }),
    name: Type.String({ minLength: 1, maxLength: 40 }),
    /**
     * The existing group whose versions and layouts the new one starts with. Absent (the first group of an install):
     * each remote's newest published build the displays can run, and the pages of `template`, which is then required.
     */
    from: Type.Optional(Type.String({ pattern: WALL_ID_PATTERN })),
    /** A shipped page template (`four-large`, `single`…) every page of the new group starts from, instead of `from`'s pages. */
    template: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$' })),
  },
  { additionalProperties: false },
);
export type GroupCreateRequest = Static<typeof groupCreateSchema>;

export const groupRenameSchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export type GroupRenameRequest = Static<typeof groupRenameSchema>;

export const versionSwitchSchema = Type.Object(
  {
    version: Type.String({ minLength: 1, maxLength: 64 }),
    group: Type.Optional(Type.String({ pattern: WALL_ID_PATTERN })),
  },
  { additionalProperties: false },
);
export type VersionSwitchRequest = Static<typeof versionSwitchSchema>;

export const versionRollbackSchema = Type.Object(
  {
    version: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    group: Type.Optional(Type.String({ pattern: WALL_ID_PATTERN })),
  },
  { additionalProperties: false },
);
export type VersionRollbackRequest = Static<typeof versionRollbackSchema>;

/** The remote's name in a path. */
export const remoteParamsSchema = Type.Object(
  { remote: Type.String({ pattern: REMOTE_PATTERN }) },
  { additionalProperties: false },
);

/** One group's switch. */
export interface VersionChange {
  group: string;
  from: string;
  to: string;
}

export interface VersionSwitchReply {
  remote: string;
  changes: VersionChange[];
}
