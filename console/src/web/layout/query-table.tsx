import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from './query-view';

interface QueryTableProps<T> {
  query: UseQueryResult<T[]>;
  /** What the list is, for its messages and the table's name: `投递记录`. */
  what: string;
  /** The table's name when it is not `what`. */
  label?: string;
  /** Shown instead of the table while the list is empty. */
  empty: ReactNode;
  /** The column headings ('' for a column of buttons). */
  head: string[];
  /** The table's rows. */
  children: (rows: T[]) => ReactNode;
}

/** A small table of a list, walked through loading → error → empty → data. */
export function QueryTable<T>({ query, what, label = what, empty, head, children }: QueryTableProps<T>) {
  return (
    <QueryView query={query} what={what} isEmpty={(rows) => rows.length === 0} empty={empty}>
      {(rows) => (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {head.map((heading, i) => (
                <TableCell key={i}>{heading}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children(rows)}</TableBody>
        </Table>
      )}
    </QueryView>
  );
}
