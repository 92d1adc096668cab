// The spreadsheet reading path (lib/spreadsheet) through the users import and directly: zip bombs refused before
// parsing, declared sizes that lie stopped by the real byte count, the row cap stopping the reading, the event loop
// free meanwhile, and the ordinary file still read as before. One file, so the reader's own tests never run beside
// the timed uploads.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '@/lib/spreadsheet/read.ts';
import { type Api, multipartFile, testApp } from '../helpers.ts';
import { workbook } from './fixtures.ts';
import {
  HEADER_ROW,
  MAIN,
  ONE_CELL_ROW,
  type Packed,
  packRepeated,
  packText,
  SHEET_HEAD,
  SHEET_TAIL,
  xlsx,
  zip,
} from './xlsx-parts.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({ LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' });
  // Signed in before any timed upload, so no measurement includes the login.
  await api.as('admin').token();
});
afterAll(() => api.close());

/** The columns of the users import this file's workbooks carry. */
const HEADER = ['用户名', '姓名', '初始密码', '角色', '地区编码'];

function upload(body: Buffer, headers: Record<string, string> = {}) {
  const file = multipartFile(body, { filename: 'users.xlsx' });
  return api.as('admin').post('/a/v1/users/import', file.payload, { headers: { ...headers, ...file.headers } });
}

/**
 * Posts the file while asking /healthz through the same app every 10 ms: how long the import took, the slowest
 * health answer, and how far the process's RSS rose above where it was.
 */
async function uploadWhileProbing(body: Buffer) {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let slowestHealth = 0;
  let probes = 0;
  const started = performance.now();
  let done = false;
  const importing = upload(body).finally(() => {
    done = true;
  });
  while (!done) {
    const asked = performance.now();
    const health = await api.anon.get('/healthz');
    expect(health.status).toBe(200);
    slowestHealth = Math.max(slowestHealth, performance.now() - asked);
    probes++;
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const res = await importing;
  const elapsed = performance.now() - started;
  const rssGrowthMb = (rssPeak - rssBefore) / 1024 / 1024;
  console.info(
    `import ${res.status} in ${elapsed.toFixed(0)} ms; slowest /healthz ${slowestHealth.toFixed(1)} ms over ${probes} probes; RSS +${rssGrowthMb.toFixed(0)} MB`,
  );
  return { res, elapsed, slowestHealth, rssGrowthMb };
}

/** The file is refused with `msg` within `withinMs`, while /healthz kept answering and memory stayed flat. */
async function expectRefusedCalmly(body: Buffer, msg: string, withinMs: number) {
  const { res, elapsed, slowestHealth, rssGrowthMb } = await uploadWhileProbing(body);
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe(msg);
  expect(elapsed).toBeLessThan(withinMs);
  expect(slowestHealth).toBeLessThan(500);
  expect(rssGrowthMb).toBeLessThan(300);
}

describe('zip bombs', () => {
  let bombSheet: Packed;
  let bomb: Buffer;
  let blank: Packed;
  let emptyRows: Packed;
  beforeAll(async () => {
    // The probe's file: 5 million one-cell rows, 245 MB of sheet XML in about 700 KB.
    bombSheet = await packRepeated(SHEET_HEAD + HEADER_ROW, ONE_CELL_ROW, 5_000_000, SHEET_TAIL);
    bomb = xlsx({ data: bombSheet });
    // 245 MB of blank lines inside sheetData: no rows, so only the byte count can stop it (without it the answer
    // would come, after inflating it all, as "no data rows").
    blank = await packRepeated(SHEET_HEAD, `${' '.repeat(48)}\n`, 5_000_000, SHEET_TAIL);
    // 245 MB of empty rows: nothing for the row cap to count.
    emptyRows = await packRepeated(SHEET_HEAD, '<row/>', 40_000_000, SHEET_TAIL);
  });

  it('refuses the 245 MB sheet from its declared size, at once, while /healthz keeps answering', async () => {
    expect(bomb.length).toBeGreaterThan(300_000);
    expect(bomb.length).toBeLessThan(1_000_000);
    await expectRefusedCalmly(bomb, '文件解压后过大（上限 20 MB），请删除多余内容或分批导入', 2000);
  });

  it('stops a sheet that declares 19.5 MB but inflates to 245 MB by counting the real bytes, off the event loop', async () => {
    const liar = xlsx({ data: blank, declaredSize: 19.5 * 1024 * 1024 });
    // It inflates ~20 MB before the count stops it: 5.4 s once in a CI run on a slow 2-core machine shared with two
    // other suites. Without the count the answer is another message, after all 245 MB.
    await expectRefusedCalmly(liar, '文件已损坏或格式不正确，无法读取，请在 Excel 中重新保存后再上传', 10_000);
  });

  it('stops a sheet that declares 4 KB at 4 KB', async () => {
    const started = performance.now();
    const res = await upload(xlsx({ data: blank, declaredSize: 4096 }), { 'accept-language': 'en-US' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(
      'The file is damaged or not a valid .xlsx file. Please save it again in Excel and upload it again.',
    );
    // Reading a 4 KB sheet takes milliseconds; the bound is loose so a busy machine does not fail it.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("stops 40 million empty rows at Excel's row limit, off the event loop", async () => {
    const liar = xlsx({ data: emptyRows, declaredSize: 19.5 * 1024 * 1024 });
    // The message says the row limit stopped it and /healthz kept answering within 500 ms; the time bound only
    // catches a reading of the whole sheet (minutes): 7.8 s once on a 2-core machine shared with three other suites.
    await expectRefusedCalmly(liar, '文件已损坏或格式不正确，无法读取，请在 Excel 中重新保存后再上传', 15_000);
  });

  it('stops at the row cap without reading the rest of the sheet', async () => {
    // The bomb's rows under a header, with a declared size inside the limits: the 1001st row ends the reading.
    const capped = xlsx({ data: bombSheet, declaredSize: 19.5 * 1024 * 1024 });
    const started = performance.now();
    const res = await upload(capped);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('单次最多导入 1000 行');
    // Stopping at row 1001 takes well under a second on an idle machine; the bound is loose because a busy CI machine
    // measured 1.1 s (the message above already shows the reading stopped at the cap).
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('bounds the shared strings: a small declared size that inflates large is stopped', async () => {
    const strings = await packRepeated(`<sst xmlns="${MAIN}">`, '<si><t>x</t></si>', 10_000_000, '</sst>');
    const file = xlsx({ data: packText(SHEET_HEAD + HEADER_ROW + SHEET_TAIL) }, { data: strings, declaredSize: 1000 });
    const res = await upload(file);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('文件已损坏或格式不正确，无法读取，请在 Excel 中重新保存后再上传');
  });

  it('refuses a suspicious compression ratio and too many entries from the directory', async () => {
    const ratio = xlsx({ data: packText(SHEET_HEAD + '<row/>'.repeat(1_000_000) + SHEET_TAIL) });
    const res = await upload(ratio);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('文件的压缩比异常，可能是恶意构造的文件，已拒绝读取');

    const many = zip(Array.from({ length: 600 }, (_, i) => ({ name: `x/${i}.xml`, data: packText('<a/>') })));
    const refused = await upload(many);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('文件内部包含的部件过多（600 个，上限 500 个），请只保留需要导入的工作表后再上传');
  });
});

describe('ordinary files', () => {
  it('imports a normal file', async () => {
    const res = await upload(
      await workbook(
        [
          ['ss_ok_1', '钱一', 'Import-pass-s01', '学员', '370102'],
          ['ss_ok_2', '钱二', 'Import-pass-s02', 'student', '370102'],
        ],
        HEADER,
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ msg: '已导入 2 个用户', data: { created: 2, refused: [] } });
  });

  it('refuses 1001 rows with the cap in the message', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => [`ss_many_${i}`, '孙', 'Import-pass-m01', '学员', '370102']);
    const res = await upload(await workbook(rows, HEADER));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('单次最多导入 1000 行');
  });

  it('refuses what is not an xlsx with a message', async () => {
    const text = await upload(Buffer.from('just text'));
    expect(text.status).toBe(400);
    expect(text.body.msg).toBe('请上传 xlsx 格式的导入文件');

    const otherZip = await upload(zip([{ name: 'hello.txt', data: packText('hello') }]));
    expect(otherZip.status).toBe(400);
    expect(otherZip.body.msg).toBe('请上传 xlsx 格式的导入文件');

    const noSheet = await upload(xlsx(null));
    expect(noSheet.status).toBe(400);
    expect(noSheet.body.msg).toBe('文件中没有工作表');

    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    const legacy = await upload(xls);
    expect(legacy.status).toBe(400);
    expect(legacy.body.msg).toMatch(/不支持 \.xls 旧格式/);

    const broken = await upload(xlsx({ data: packText(`${SHEET_HEAD}<row><c>`) }));
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toBe('文件已损坏或格式不正确，无法读取，请在 Excel 中重新保存后再上传');
  });
});

describe('readSheet', () => {
  const columns = [
    { key: 'username', headers: ['用户名', '账号'], required: true },
    { key: 'joined', headers: ['入学日期'] },
    { key: 'score', headers: ['成绩'] },
  ] as const;

  it('finds the header under a title, matches aliases loosely and reads dates, numbers and rich text', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('成绩');
    ws.addRow(['2026 年春季班成绩']);
    ws.addRow([' 账 号 ', '入学日期', 'SCORE', '备注']);
    ws.addRow(['stu1', new Date('2026-03-01T00:00:00Z'), 95.5, '不读']);
    ws.addRow([]);
    ws.addRow([{ richText: [{ text: 'stu' }, { text: '2' }] }, null, { formula: '40+2', result: 42 }]);
    ws.addRow([null, null, null, '只有备注']);
    const { rows } = await readSheet(Buffer.from(await wb.xlsx.writeBuffer()), { columns, maxRows: 10 });
    expect(rows).toEqual([
      { rowNumber: 3, values: { username: 'stu1', joined: '2026-03-01T00:00:00.000Z', score: '95.5' } },
      { rowNumber: 5, values: { username: 'stu2', joined: '', score: '42' } },
    ]);
  });

  it('refuses a file without a required column, naming it', async () => {
    const file = await workbook([['x']], ['姓名', '成绩']);
    await expect(readSheet(file, { columns, maxRows: 10 })).rejects.toMatchObject({
      status: 400,
      key: 'spreadsheet.missing_columns',
      params: { columns: '用户名' },
    });
  });

  it('applies the limits it is given: shared strings, time', async () => {
    const file = await workbook([['a'.repeat(2000)]], ['用户名']);
    await expect(
      readSheet(file, { columns, maxRows: 10, limits: { maxSharedStringsBytes: 1000 } }),
    ).rejects.toMatchObject({ status: 400, key: 'spreadsheet.too_large', params: { max: 0 } });
    await expect(readSheet(file, { columns, maxRows: 10, limits: { timeoutMs: 1 } })).rejects.toMatchObject({
      status: 400,
      key: 'spreadsheet.too_complex',
    });
  });

  it('reads several files at once, queued behind the worker limit', async () => {
    const file = await workbook([['q1'], ['q2']], ['用户名']);
    const results = await Promise.all(Array.from({ length: 6 }, () => readSheet(file, { columns, maxRows: 10 })));
    for (const { rows } of results) expect(rows.map((r) => r.values.username)).toEqual(['q1', 'q2']);
  });

  it('runs its worker under tsx, as the server runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'etp-sheet-'));
    try {
      const file = join(dir, 'users.xlsx');
      writeFileSync(file, await workbook([['tsx_1']], ['用户名']));
      const script = join(dir, 'read.mts');
      const read = pathToFileURL(join(import.meta.dirname, '../../src/lib/spreadsheet/read.ts')).href;
      writeFileSync(
        script,
        `import { readFileSync } from 'node:fs';
import { readSheet } from '${read}';
const { rows } = await readSheet(readFileSync(${JSON.stringify(file)}), { columns: [{ key: 'u', headers: ['用户名'] }], maxRows: 5 });
console.log(JSON.stringify(rows));`,
      );
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
        cwd: join(import.meta.dirname, '../..'),
      });
      expect(JSON.parse(stdout)).toEqual([{ rowNumber: 2, values: { u: 'tsx_1' } }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
