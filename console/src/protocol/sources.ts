import { Type, type Static } from '@sinclair/typebox';
import type { SheetSettings, SourceKind, SqlSettings } from './source-kinds';

/** A source's or a mapping's name: letters, digits, `-` and `_`, as it appears in a widget's configuration. */
export const SOURCE_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$';

const pairs = (max: number) =>
  Type.Record(Type.String({ minLength: 1, maxLength: 100 }), Type.String({ maxLength: 1000 }), { maxProperties: max });

export const secretSchema = Type.Object(
  {
    /** Where the secret travels: a request header or a query parameter. */
    place: Type.Union([Type.Literal('header'), Type.Literal('param')]),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    value: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);

/** What an operator sends to create or change a source (secrets only at creation; later each is replaced on its own). */
export const sourceBodySchema = Type.Object(
  {
    name: Type.String({ pattern: SOURCE_NAME_PATTERN }),
    method: Type.Union([Type.Literal('GET'), Type.Literal('POST')]),
    url: Type.String({ minLength: 8, maxLength: 2000 }),
    params: Type.Optional(pairs(30)),
    headers: Type.Optional(pairs(30)),
    body: Type.Optional(Type.String({ maxLength: 8000 })),
    intervalMs: Type.Integer({ minimum: 1000, maximum: 86_400_000 }),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 200, maximum: 30_000 })),
    maxBytes: Type.Optional(Type.Integer({ minimum: 1024, maximum: 5_242_880 })),
    secrets: Type.Optional(Type.Array(secretSchema, { maxItems: 10 })),
  },
  { additionalProperties: false },
);
export type SourceBody = Static<typeof sourceBodySchema>;

export const mappingBodySchema = Type.Object(
  { expression: Type.String({ minLength: 1, maxLength: 4000 }) },
  { additionalProperties: false },
);

/** A source as the console lists it: secrets by place and name only, never their values. */
export interface SourceInfo {
  id: number;
  /** `http` when absent; a SQL source has `sql`, a spreadsheet `sheet`. */
  kind?: SourceKind;
  sql?: SqlSettings;
  sheet?: SheetSettings;
  name: string;
  method: 'GET' | 'POST';
  url: string;
  params: Record<string, string>;
  headers: Record<string, string>;
  body?: string;
  intervalMs: number;
  timeoutMs: number;
  maxBytes: number;
  secrets: { place: 'header' | 'param'; name: string; updatedAt: number }[];
  mappings: MappingInfo[];
  updatedBy: string;
  updatedAt: number;
  /** Times fetched from its upstream (the bench counts them). */
  fetches: number;
  rawAt?: number;
  /** Why the last fetch failed (the last good answer is kept). */
  error?: string;
  errorAt?: number;
}

/** One mapping of a source and its last good result. */
export interface MappingInfo {
  name: string;
  expression: string;
  updatedBy: string;
  updatedAt: number;
  goodAt?: number;
  error?: string;
  errorAt?: number;
}

/** The console's try-out: the source's last raw answer and the expression's result on it, or why not. */
export interface MappingTrial {
  raw?: unknown;
  rawAt?: number;
  result?: unknown;
  error?: string;
}
