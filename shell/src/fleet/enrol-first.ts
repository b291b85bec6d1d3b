import type { WallCredential } from '@cockpit/protocol';
import { FLEET_FILE_TIMEOUT_MS } from './fleet-runtime-file';
import { postJson } from './post-json';
import { SHELL_BUILD } from './shell-build';
import { asCredential } from './wall-credential';
import { enrolSuggestions } from './wall-identity';
import { heldCredential, holdCredential } from './wall-status';

/** What a wall says of itself when it enrols (its route, its suggested name and group, its shell build). */
export const enrolRequest = (location: Pick<Location, 'pathname' | 'search'>) => ({
  ...enrolSuggestions(location),
  shellBuild: SHELL_BUILD.slice(0, 160),
});

/** The body of `POST /api/enrol/provision`: the token names the group, so no group is suggested. */
export function provisionBody(token: string, location: Pick<Location, 'pathname' | 'search'>) {
  const { suggestedGroup: _group, ...provision } = enrolRequest(location);
  return { token, ...provision };
}

/**
 * A kiosk opened at `?enroll=<token>` exchanges its token before it reads a runtime file: the display's own
 * `remotes.json` may name builds its group does not run, and a wall must not draw them, not even for its first frame.
 * Waits at most as long as a runtime file read. Returns the credential, or undefined when the exchange did not happen
 * (no answer in time, a refusal): the wall then starts on its kept or static files and its fleet session exchanges
 * the token again, or pairs, and switches to its group's files when it learns its group.
 */
export async function enrolBeforeFirstDraw(
  fleetUrl: string,
  token: string,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<WallCredential | undefined> {
  const held = heldCredential(fleetUrl);
  if (held) return held;
  try {
    const url = `${fleetUrl.replace(/\/+$/, '')}/api/enrol/provision`;
    const credential = asCredential(
      await postJson(url, provisionBody(token, location), { timeoutMs: FLEET_FILE_TIMEOUT_MS }),
    );
    if (credential) holdCredential(fleetUrl, credential);
    return credential;
  } catch {
    return undefined;
  }
}
