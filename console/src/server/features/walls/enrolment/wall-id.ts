import { randomBytes } from 'node:crypto';
import { WALL_ID_PATTERN } from '@cockpit/protocol';

const ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `wall-` and eight random characters. */
export function randomWallId(random: (size: number) => Buffer = randomBytes): string {
  return `wall-${[...random(8)].map((b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`;
}

/**
 * The id the service gives a new wall. A suggestion (`?wall=`) is used only when no wall, enrolled, retired or merely
 * remembered, ever had that id: a suggestion never takes another wall's id, its history or its canary role.
 */
export async function chooseWallId(
  suggested: string | undefined,
  taken: (id: string) => Promise<boolean>,
  random?: (size: number) => Buffer,
): Promise<string> {
  if (suggested && new RegExp(WALL_ID_PATTERN).test(suggested) && !(await taken(suggested))) return suggested;
  let id = randomWallId(random);
  while (await taken(id)) id = randomWallId(random);
  return id;
}
