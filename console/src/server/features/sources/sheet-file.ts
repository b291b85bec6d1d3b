import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { Open } from 'unzipper';

/** An upload's limits: its size, the cells it may hold, and what its zip may inflate to (checked before inflating). */
export const SHEET_LIMITS = { maxBytes: 10 * 1024 * 1024, maxCells: 100_000, maxInflatedBytes: 20 * 1024 * 1024 };

export class SheetRefusal extends Error {}

/** Each sheet's cells, row by row, as read from the file (a formula as its cached value). */
export type Book = Map<string, unknown[][]>;
export type FileType = 'xlsx' | 'csv';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const KNOWN: [Buffer, string][] = [
  [Buffer.from('MZ'), 'Windows 可执行文件'],
  [Buffer.from([0x7f, 0x45, 0x4c, 0x46]), 'Linux 可执行文件'],
  [ZIP, 'zip 压缩包'],
  [Buffer.from('%PDF'), 'PDF 文件'],
  [Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), '旧版 Office（.xls）文件'],
];

/** What a file's first bytes say it is, in words, when not a text file. */
const looksLike = (bytes: Buffer) => KNOWN.find(([magic]) => bytes.subarray(0, magic.length).equals(magic))?.[1];

/** The type the name promises (`.xlsx` or `.csv`), or a refusal. */
export function fileTypeOf(fileName: string): FileType {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'xlsx' || ext === 'csv') return ext;
  throw new SheetRefusal(`只接受 .xlsx 或 .csv 文件（收到 ${fileName}）`);
}

/** Reads the zip's directory only and refuses a workbook that would inflate past the limit: a zip bomb is never inflated. */
async function checkZip(bytes: Buffer): Promise<void> {
  let directory: Awaited<ReturnType<typeof Open.buffer>>;
  try {
    directory = await Open.buffer(bytes);
  } catch {
    throw new SheetRefusal('文件扩展名是 .xlsx，但内容不是有效的 xlsx 工作簿');
  }
  if (!directory.files.some((f) => f.path === 'xl/workbook.xml'))
    throw new SheetRefusal('文件是 zip 压缩包，但不是 Excel 工作簿（缺少 xl/workbook.xml）');
  const inflated = directory.files.reduce((sum, f) => sum + f.uncompressedSize, 0);
  if (inflated > SHEET_LIMITS.maxInflatedBytes || directory.files.length > 1000) {
    throw new SheetRefusal(
      `工作簿解压后过大（${Math.round(inflated / 1048576)} MB，上限 ${SHEET_LIMITS.maxInflatedBytes / 1048576} MB），已拒绝`,
    );
  }
}

/** A cell as plain JSON: a formula's cached result (never evaluated), rich text as its text, a date as ISO text. */
function plain(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return value;
  if ('formula' in value || 'sharedFormula' in value) return plain((value as ExcelJS.CellFormulaValue).result);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return plain(value.text);
  return null;
}

const tooMany = () => new SheetRefusal(`文件的单元格太多（超过 ${SHEET_LIMITS.maxCells} 个），请只上传需要的部分`);

async function readXlsx(bytes: Buffer): Promise<Book> {
  await checkZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new SheetRefusal(`无法读取 xlsx 工作簿：${(error as Error).message.slice(0, 200)}`);
  }
  const book: Book = new Map();
  let cells = 0;
  for (const sheet of workbook.worksheets) {
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, n) => {
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map(plain);
      cells += values.length;
      rows[n - 1] = values;
    });
    if (cells > SHEET_LIMITS.maxCells) throw tooMany();
    book.set(
      sheet.name,
      Array.from(rows, (r) => r ?? []),
    );
  }
  return book;
}

function readCsv(bytes: Buffer, fileName: string): Book {
  const kind = looksLike(bytes);
  if (kind || bytes.includes(0)) throw new SheetRefusal(`文件扩展名是 .csv，但内容是${kind ?? '二进制文件'}，已拒绝`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SheetRefusal('CSV 文件不是 UTF-8 编码（请在 Excel 中另存为「CSV UTF-8」）');
  }
  let cells = 0;
  const rows = parse(text, {
    bom: true,
    cast: true,
    relax_column_count: true,
    skip_empty_lines: true,
    on_record: (record: string[]) => {
      cells += record.length;
      if (cells > SHEET_LIMITS.maxCells) throw tooMany();
      return record;
    },
  }) as unknown[][];
  return new Map([[fileName.replace(/\.csv$/i, ''), rows]]);
}

/** Reads an upload as the type its name says, refusing in words a file that is not what it says or is too big. */
export async function readBook(bytes: Buffer, fileName: string): Promise<{ type: FileType; book: Book }> {
  const type = fileTypeOf(fileName);
  if (bytes.length > SHEET_LIMITS.maxBytes)
    throw new SheetRefusal(`文件太大（上限 ${SHEET_LIMITS.maxBytes / 1048576} MB）`);
  if (type === 'xlsx' && !bytes.subarray(0, 4).equals(ZIP))
    throw new SheetRefusal(
      `文件扩展名是 .xlsx，但内容${looksLike(bytes) ? `是${looksLike(bytes)}` : '不是 xlsx 工作簿'}，已拒绝`,
    );
  try {
    return { type, book: type === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes, fileName) };
  } catch (error) {
    if (error instanceof SheetRefusal) throw error;
    const inner = (error as { cause?: unknown }).cause;
    if (inner instanceof SheetRefusal) throw inner;
    throw new SheetRefusal(`无法读取文件：${(error as Error).message.slice(0, 200)}`);
  }
}
