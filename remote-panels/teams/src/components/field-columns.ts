import type { TableColumn } from '@cockpit/shared-sdk';
import type { ReactNode } from 'react';

/** Table columns that each show one field of the row as it is, from `[field, title]` pairs in column order. */
export function fieldColumns<T>(fields: readonly (readonly [keyof T & string, string])[]): TableColumn<T>[] {
  return fields.map(([key, title]) => ({ key, title, render: (row) => row[key] as ReactNode }));
}
