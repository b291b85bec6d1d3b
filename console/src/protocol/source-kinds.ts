import { Type, type Static } from '@sinclair/typebox';
import { SOURCE_NAME_PATTERN } from './sources';

/** Where a source's answer comes from: an HTTP JSON API, a SQL database of either protocol, or an uploaded spreadsheet. */
export type SourceKind = 'http' | 'postgres' | 'mysql' | 'sheet';

/** A SQL source's connection and query; the password travels only at creation and when replaced on its own. */
export const sqlSourceBodySchema = Type.Object(
  {
    name: Type.String({ pattern: SOURCE_NAME_PATTERN }),
    kind: Type.Union([Type.Literal('postgres'), Type.Literal('mysql')]),
    host: Type.String({ minLength: 1, maxLength: 253 }),
    port: Type.Integer({ minimum: 1, maximum: 65_535 }),
    database: Type.String({ minLength: 1, maxLength: 64 }),
    user: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    tls: Type.Boolean(),
    /** One SELECT; `:name` is a parameter, bound by the driver. */
    query: Type.String({ minLength: 1, maxLength: 8000 }),
    params: Type.Optional(
      Type.Record(
        Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]{0,39}$' }),
        Type.Union([Type.String({ maxLength: 1000 }), Type.Number()]),
        { maxProperties: 20 },
      ),
    ),
    intervalMs: Type.Integer({ minimum: 1000, maximum: 86_400_000 }),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 200, maximum: 30_000 })),
    maxRows: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    maxBytes: Type.Optional(Type.Integer({ minimum: 1024, maximum: 5_242_880 })),
  },
  { additionalProperties: false },
);
export type SqlSourceBody = Static<typeof sqlSourceBodySchema>;

/** A SQL source as listed: everything but the password, of which only whether one is set. */
export type SqlSettings = Omit<
  SqlSourceBody,
  'name' | 'kind' | 'password' | 'intervalMs' | 'timeoutMs' | 'maxBytes'
> & { maxRows: number; passwordSet: boolean };

/** Which part of a spreadsheet is the answer: a sheet (the first when none), its header row, an optional range. */
export const sheetPickSchema = Type.Object(
  {
    sheet: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    headerRow: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    /** `A1:D20`, `B:E` or empty for the whole sheet. */
    range: Type.Optional(
      Type.String({ maxLength: 30, pattern: '^([A-Za-z]{1,3}[0-9]{0,7}:[A-Za-z]{1,3}[0-9]{0,7})?$' }),
    ),
  },
  { additionalProperties: false },
);
export type SheetPick = Static<typeof sheetPickSchema>;

export const sheetSourceBodySchema = Type.Object(
  {
    name: Type.String({ pattern: SOURCE_NAME_PATTERN }),
    intervalMs: Type.Integer({ minimum: 1000, maximum: 86_400_000 }),
    pick: sheetPickSchema,
  },
  { additionalProperties: false },
);
export type SheetSourceBody = Static<typeof sheetSourceBodySchema>;

/** One kept upload of a spreadsheet source. */
export interface SheetUpload {
  id: number;
  fileName: string;
  size: number;
  uploadedBy: string;
  uploadedAt: number;
  inUse: boolean;
}

export interface SheetSettings {
  pick: SheetPick;
  /** The sheets of the upload in use (a CSV has one, named after the file). */
  sheets: string[];
  uploads: SheetUpload[];
}

/** 试运行 of a SQL query: its rows, how long it took, or why it failed in words. */
export interface SqlTrial {
  rows?: Record<string, unknown>[];
  columns?: string[];
  ms: number;
  error?: string;
}
