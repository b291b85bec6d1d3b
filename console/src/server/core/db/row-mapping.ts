/**
 * Each field of `T` and the column it is stored in, said once: a store's column list (for SELECT and RETURNING) and its
 * reader of a row are both made from it. A column written `name?` holds an optional field: null leaves the field out.
 */
export type ColumnsOf<T> = { readonly [K in keyof T]-?: string };

/** A table's columns (in the order the fields are given) and the reader of one of its rows. */
export interface RowMapping<T> {
  readonly columns: string;
  readonly read: (row: Record<string, unknown>) => T;
}

export function rowMapping<T>(fields: ColumnsOf<T>): RowMapping<T> {
  const places = Object.entries<string>(fields).map(([field, column]) => ({
    field,
    column: column.replace(/\?$/, ''),
    optional: column.endsWith('?'),
  }));
  return {
    columns: places.map((p) => p.column).join(', '),
    read: (row) => {
      const value: Record<string, unknown> = {};
      for (const { field, column, optional } of places)
        if (!optional || row[column] !== null) value[field] = row[column];
      return value as T;
    },
  };
}
