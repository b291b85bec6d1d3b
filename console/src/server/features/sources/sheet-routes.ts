import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sheetSourceBodySchema, type SheetPick, type SheetSourceBody } from '../../../protocol';
import { audited } from '../audit';
import { requireRole } from '../../core/http/console-access';
import { Refusal } from '../../core/http/errors';
import type { Queryable } from '../../core/db/adapter';
import type { SourcesContext } from './sources-context';
import { findSource } from './data-sources';
import { SHEET_LIMITS, SheetRefusal, readBook } from './sheet-file';
import { pickRows } from './sheet-pick';
import { addUpload, createSheetSource, sheetSource, storeSheetAnswer, uploadBytes, useUpload } from './sheet-sources';
import { remapNow } from './source-trial';

const idParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });
const restoreParams = Type.Object(
  { id: idParams.properties.id, upload: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) },
  { additionalProperties: false },
);
const uploadQuery = Type.Object(
  { name: Type.String({ minLength: 5, maxLength: 200, pattern: '^[^/\\\\<>:"|?*\\u0000-\\u001f]+$' }) },
  { additionalProperties: false },
);
const tells = { tells: { what: 'sources', scope: 'all' } } as const;
const FILE_TYPES = [
  'application/octet-stream',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** Reads a file with the picks; a refusal in words (400) and nothing stored when it is not what it says. */
async function rowsOf(bytes: Buffer, fileName: string, pick: SheetPick) {
  try {
    const { type, book } = await readBook(bytes, fileName);
    return { type, sheets: [...book.keys()], rows: pickRows(book, pick) };
  } catch (error) {
    if (error instanceof SheetRefusal) throw new Refusal(400, error.message, 'file');
    throw error;
  }
}

/** Spreadsheet sources: an operator creates one, uploads a file (it replaces the last), changes the picks, restores a kept upload. */
export function sheetSourceRoutes(ctx: SourcesContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const operator = requireRole(ctx, 'operator');
    app.addContentTypeParser(
      FILE_TYPES,
      { parseAs: 'buffer', bodyLimit: SHEET_LIMITS.maxBytes },
      (_request, body, done) => done(null, body),
    );
    const sheet = async (id: string) => {
      const found = await sheetSource(ctx.db, Number(id));
      if (!found) throw new Refusal(404, '没有这个表格数据源', 'id');
      return found;
    };
    /** Stores rows as the answer and runs every mapping on them at once, so walls need not wait. */
    const answered = async (
      request: FastifyRequest,
      id: number,
      action: string,
      detail: string,
      work: (tx: Queryable) => Promise<void>,
    ) => {
      const source = (await findSource(ctx.db, id))!;
      await audited(ctx, request, { action, target: source.name, detail }, work).catch((error: unknown) => {
        throw (error as { code?: string }).code === '23505' ? new Refusal(409, '已有同名的数据源', 'name') : error;
      });
      for (const m of source.mappings) await remapNow(ctx, id, m.name, m.expression);
      return findSource(ctx.db, id);
    };

    app.post<{ Body: SheetSourceBody }>(
      '/api/sheet-sources',
      { config: tells, onRequest: operator, bodyLimit: 4096, schema: { body: sheetSourceBodySchema } },
      async (request, reply) => {
        if (request.body.intervalMs < ctx.sources.limits.minIntervalMs)
          throw new Refusal(400, `刷新间隔不能小于 ${ctx.sources.limits.minIntervalMs / 1000} 秒`, 'intervalMs');
        const id = await audited(
          ctx,
          request,
          (made: number) => ({ action: 'source.create', target: request.body.name, detail: `id ${made} sheet` }),
          async (tx) => {
            const made = await createSheetSource(tx, request.body, request.user!.username);
            if (made === null) throw new Refusal(409, `已有名为 ${request.body.name} 的数据源`, 'name');
            return made;
          },
        );
        return reply.code(201).send(await findSource(ctx.db, id));
      },
    );

    app.put<{ Params: Static<typeof idParams>; Body: SheetSourceBody }>(
      '/api/sheet-sources/:id',
      {
        config: tells,
        onRequest: operator,
        bodyLimit: 4096,
        schema: { params: idParams, body: sheetSourceBodySchema },
      },
      async (request) => {
        const found = await sheet(request.params.id);
        const { pick, name, intervalMs } = request.body;
        const read = found.inUse
          ? await rowsOf(found.inUse.bytes, found.inUse.fileName, pick)
          : { sheets: found.settings.sheets, rows: [] };
        return answered(
          request,
          Number(request.params.id),
          'source.update',
          `sheet ${pick.sheet ?? ''} 表头第 ${pick.headerRow} 行 ${pick.range ?? ''}`.trim(),
          (tx) =>
            storeSheetAnswer(
              tx,
              Number(request.params.id),
              { pick, sheets: read.sheets },
              read.rows,
              request.user!.username,
              name,
              intervalMs,
            ),
        );
      },
    );

    app.put<{ Params: Static<typeof idParams>; Querystring: Static<typeof uploadQuery>; Body: Buffer }>(
      '/api/sheet-sources/:id/upload',
      {
        config: tells,
        onRequest: operator,
        bodyLimit: SHEET_LIMITS.maxBytes,
        schema: { params: idParams, querystring: uploadQuery },
      },
      async (request) => {
        const id = Number(request.params.id);
        const found = await sheet(request.params.id);
        if (!Buffer.isBuffer(request.body))
          throw new Refusal(415, '请以文件本身作为请求体上传（application/octet-stream）', 'file');
        const fileName = request.query.name;
        const read = await rowsOf(request.body, fileName, found.settings.pick);
        return answered(
          request,
          id,
          'source.upload',
          `${fileName} ${request.body.length} 字节 ${read.rows.length} 行`,
          async (tx) => {
            await addUpload(tx, id, { fileName, type: read.type, bytes: request.body }, request.user!.username);
            await storeSheetAnswer(
              tx,
              id,
              { ...found.settings, sheets: read.sheets },
              read.rows,
              request.user!.username,
            );
          },
        );
      },
    );

    app.post<{ Params: Static<typeof restoreParams> }>(
      '/api/sheet-sources/:id/uploads/:upload/restore',
      { config: tells, onRequest: operator, schema: { params: restoreParams } },
      async (request) => {
        const id = Number(request.params.id);
        const found = await sheet(request.params.id);
        const kept = await uploadBytes(ctx.db, id, Number(request.params.upload));
        if (!kept) throw new Refusal(404, '没有这次上传（只保留最近三次）', 'upload');
        const read = await rowsOf(kept.bytes, kept.fileName, found.settings.pick);
        return answered(request, id, 'source.restore', `${kept.fileName} 上传 ${request.params.upload}`, async (tx) => {
          await useUpload(tx, id, Number(request.params.upload));
          await storeSheetAnswer(tx, id, { ...found.settings, sheets: read.sheets }, read.rows, request.user!.username);
        });
      },
    );
  };
}
