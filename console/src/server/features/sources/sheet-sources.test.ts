import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { startTestService, type TestService } from '../../testing/harness';

async function workbook(
  rows: unknown[][],
  formula?: { cell: string; formula: string; result: number },
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('排名');
  book.addWorksheet('备注').addRow(['无关']);
  for (const row of rows) sheet.addRow(row);
  if (formula) sheet.getCell(formula.cell).value = { formula: formula.formula, result: formula.result };
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('spreadsheet sources', () => {
  let service: TestService;
  let operator: string;
  let admin: string;
  beforeAll(async () => {
    service = await startTestService('pglite', { sourceTimings: { tickMs: 0, readCacheMs: 0 } });
    operator = await service.login('operator', 'sheet-op');
    admin = await service.login('admin');
  }, 60_000);
  afterAll(() => service?.close());

  const as = (cookie = operator) => ({ headers: { cookie } });
  const upload = (id: number, name: string, bytes: Buffer) =>
    fetch(`${service.url}/api/sheet-sources/${id}/upload?name=${encodeURIComponent(name)}`, {
      method: 'PUT',
      headers: { cookie: operator, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    });
  const create = async (name: string) =>
    (
      await service.request('POST', '/api/sheet-sources', {
        body: { name, intervalMs: 5000, pick: { headerRow: 1 } },
        ...as(),
      })
    ).json();
  const source = async (id: number) =>
    (await service.request('GET', '/api/sources', as())).json().find((s: { id: number }) => s.id === id);
  const reading = async (id: number) =>
    (await service.request('GET', `/api/sources/${id}/mappings/top/reading`, as())).json();

  test('a CSV and then an xlsx become the answer, mapped at once; formulas read as their cached values; three uploads kept, one restored; each audited', async () => {
    const made = await create('scores');
    await service.request('PUT', `/api/sources/${made.id}/mappings/top`, {
      body: { expression: '$.{"name": 学院, "value": 人数}' },
      ...as(),
    });
    expect((await upload(made.id, '一月.csv', Buffer.from('\ufeff学院,人数\n理学院,12\n工学院,30\n'))).status).toBe(
      200,
    );
    expect((await reading(made.id)).value).toEqual([
      { name: '理学院', value: 12 },
      { name: '工学院', value: 30 },
    ]);
    const xlsx = await workbook(
      [
        ['学院', '人数'],
        ['理学院', 5],
        ['文学院', 0],
      ],
      { cell: 'B3', formula: 'B2*100', result: 7 },
    );
    const reply = await upload(made.id, '二月.xlsx', xlsx);
    expect(reply.status).toBe(200);
    expect((await reply.json()).sheet.sheets).toEqual(['排名', '备注']);
    expect((await reading(made.id)).value).toEqual([
      { name: '理学院', value: 5 },
      { name: '文学院', value: 7 },
    ]);
    // The picks: another header row and range on the same file.
    const picked = await service.request('PUT', `/api/sheet-sources/${made.id}`, {
      body: { name: 'scores', intervalMs: 5000, pick: { sheet: '排名', headerRow: 2, range: 'A2:B3' } },
      ...as(),
    });
    expect(picked.status).toBe(200);
    expect(
      (await service.request('POST', `/api/sources/${made.id}/try`, { body: { expression: '$' }, ...as() })).json().raw,
    ).toEqual([{ 理学院: '文学院', 5: 7 }]);
    await service.request('PUT', `/api/sheet-sources/${made.id}`, {
      body: { name: 'scores', intervalMs: 5000, pick: { headerRow: 1 } },
      ...as(),
    });
    await upload(made.id, '三月.csv', Buffer.from('学院,人数\n医学院,1\n'));
    await upload(made.id, '四月.csv', Buffer.from('学院,人数\n法学院,2\n'));
    const kept = (await source(made.id)).sheet.uploads;
    expect(kept.map((u: { fileName: string }) => u.fileName)).toEqual(['四月.csv', '三月.csv', '二月.xlsx']);
    const restored = await service.request('POST', `/api/sheet-sources/${made.id}/uploads/${kept[2].id}/restore`, as());
    expect(restored.status).toBe(200);
    expect((await reading(made.id)).value).toEqual([
      { name: '理学院', value: 5 },
      { name: '文学院', value: 7 },
    ]);
    const audit = (await service.request('GET', '/api/audit', as(admin))).json<{ action: string; detail?: string }[]>();
    expect(audit.filter((a) => a.action === 'source.upload')).toHaveLength(4);
    expect(audit).toContainEqual(expect.objectContaining({ action: 'source.restore' }));
  });

  test.each([
    [
      'a zip bomb',
      '炸弹.xlsx',
      async () => {
        const zip = new JSZip();
        zip.file('[Content_Types].xml', '<Types/>');
        zip.file('xl/workbook.xml', '<workbook/>');
        zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(60 * 1024 * 1024, 0x20));
        return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
      },
      /解压后过大/,
    ],
    [
      'a renamed executable (.xlsx)',
      'setup.xlsx',
      async () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 1)]),
      /可执行文件/,
    ],
    [
      'a renamed executable (.csv)',
      'setup.csv',
      async () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(4096, 1)]),
      /可执行文件/,
    ],
    ['a million rows', '大.csv', async () => Buffer.from('a\n'.repeat(1_000_000)), /单元格太多/],
    ['another kind of file', 'notes.txt', async () => Buffer.from('hello'), /只接受 .xlsx 或 .csv/],
  ])(
    '%s is refused in words, and nothing is stored',
    async (_what, name, bytes, words) => {
      const made = await create(`r${Math.random().toString(36).slice(2, 8)}`);
      await upload(made.id, 'good.csv', Buffer.from('k,v\na,1\n'));
      const before = await source(made.id);
      const reply = await upload(made.id, name, await bytes());
      expect(reply.status).toBe(400);
      expect((await reply.json()).error).toMatch(words);
      const after = await source(made.id);
      expect(after.sheet.uploads).toEqual(before.sheet.uploads);
      expect(after.rawAt).toBe(before.rawAt);
    },
    30_000,
  );

  test('a file over 10 MB is refused before it is read', async () => {
    const made = await create('huge');
    const reply = await upload(made.id, 'huge.csv', Buffer.alloc(11 * 1024 * 1024, 0x61));
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect((await reply.json()).error).toMatch(/太大/);
    expect((await source(made.id)).sheet.uploads).toEqual([]);
  });
});
