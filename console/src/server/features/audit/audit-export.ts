import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import type { AuditEntry } from '../../../protocol';

/** A cell a spreadsheet would run as a formula (or that starts with a control character some read as one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as a spreadsheet shows it and never runs: a risky first character gets a leading apostrophe. */
export const inertCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const HEADER = ['时间', '操作人', '动作', '对象', '详情', '来源地址', '编号'];

/**
 * The entries as CSV for Excel (ExcelJS writes it, with fast-csv's quoting): UTF-8 with a byte-order mark, so Excel
 * opens the Chinese as Chinese; every field as inert text, whoever typed it (a user name, a wall's report).
 */
export async function auditCsv(entries: AuditEntry[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('审计日志');
  sheet.addRow(HEADER);
  for (const e of entries) {
    sheet.addRow(
      [dayjs(e.at).format('YYYY-MM-DD HH:mm:ss'), e.actor, e.action, e.target, e.detail ?? '', e.ip, String(e.id)].map(
        inertCell,
      ),
    );
  }
  // ExcelJS types its buffer as its own; it is a Node Buffer.
  return Buffer.from(
    (await workbook.csv.writeBuffer({ formatterOptions: { writeBOM: true } })) as unknown as Uint8Array,
  );
}
