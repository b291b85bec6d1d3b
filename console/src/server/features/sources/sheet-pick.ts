import type { SheetPick } from '../../../protocol';
import { SheetRefusal, type Book } from './sheet-file';

/** `A` → 0, `AB` → 27: a column's letters as its index. */
const columnIndex = (letters: string) =>
  [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
const columnName = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : columnName(Math.floor(index / 26) - 1) + String.fromCharCode(65 + (index % 26));

/** A range's bounds (0-based, inclusive; rows unbounded when not given). */
function bounds(range: string | undefined) {
  const m = /^([A-Za-z]{1,3})(\d*):([A-Za-z]{1,3})(\d*)$/.exec(range ?? '');
  if (!m) return { left: 0, right: Infinity, top: 0, bottom: Infinity };
  return {
    left: columnIndex(m[1]),
    top: m[2] ? Number(m[2]) - 1 : 0,
    right: columnIndex(m[3]),
    bottom: m[4] ? Number(m[4]) - 1 : Infinity,
  };
}

/**
 * The rows an operator picked: the sheet (the first when none is named), the header row's cells as the keys, every
 * later row within the range as an object. A header cell left empty is named by its column's letters; a row with no
 * value at all is skipped.
 */
export function pickRows(book: Book, pick: SheetPick): Record<string, unknown>[] {
  const name = pick.sheet ?? [...book.keys()][0];
  const sheet = name === undefined ? undefined : book.get(name);
  if (!sheet) throw new SheetRefusal(`文件中没有工作表 ${name ?? ''}（有：${[...book.keys()].join('、')}）`);
  const { left, right, top, bottom } = bounds(pick.range);
  const headerAt = pick.headerRow - 1;
  if (headerAt < top || headerAt > bottom || !sheet[headerAt])
    throw new SheetRefusal(`第 ${pick.headerRow} 行不在所选范围内或是空行，不能作表头`);
  const width = Math.min(right, Math.max(...sheet.map((r) => r.length)) - 1);
  const keys = Array.from({ length: width - left + 1 }, (_, i) => {
    const cell = sheet[headerAt][left + i];
    return cell === null || cell === undefined || cell === ''
      ? columnName(left + i)
      : typeof cell === 'string'
        ? cell
        : JSON.stringify(cell);
  });
  const rows: Record<string, unknown>[] = [];
  for (let r = headerAt + 1; r <= Math.min(bottom, sheet.length - 1); r += 1) {
    const cells = sheet[r].slice(left, width + 1);
    if (cells.every((c) => c === null || c === undefined || c === '')) continue;
    rows.push(Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? null])));
  }
  return rows;
}
