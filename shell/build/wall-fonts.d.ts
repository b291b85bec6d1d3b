export interface WallFace {
  name: string;
  family: string;
  part: 'latin' | 'used' | 'common' | 'digits';
  bytes: Buffer;
  weight: number;
  range: string;
  preload: boolean;
}
export const FAMILY: string;
export const DIGITS_FAMILY: string;
export function charactersOf(texts: string[]): string[];
export function unicodeRange(chars: string[]): string;
export function wallCharacters(repoRoot: string): { used: string[]; common: string[] };
export function wallFaces(repoRoot: string): Promise<WallFace[]>;
export function fontFaceCss(faces: WallFace[]): string;
