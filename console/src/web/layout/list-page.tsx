import { Box, Typography } from '@mui/material';
import { DataGrid, type DataGridProps, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GridBox, QueryView } from './query-view';

type ListGridProps<R extends GridValidRowModel> = Omit<DataGridProps<R>, 'rows' | 'aria-label'> & {
  rows: R[];
  /** The grid's accessible name. */
  label: string;
  /** Room above the grid, px: it is no taller than the window below that. */
  offsetPx: number;
  /** The column the rows are sorted by at first. */
  sort?: GridSortModel[number];
};

/** A compact data grid of up to 100 rows a page, as tall as its rows (see {@link GridBox}). */
export function ListGrid<R extends GridValidRowModel>({
  rows,
  label,
  offsetPx,
  sort,
  rowHeight,
  ...grid
}: ListGridProps<R>) {
  return (
    <GridBox rows={rows.length} rowHeight={rowHeight} offsetPx={offsetPx}>
      <DataGrid
        rows={rows}
        density="compact"
        {...(rowHeight ? { rowHeight } : {})}
        disableRowSelectionOnClick
        initialState={{
          ...(sort ? { sorting: { sortModel: [sort] } } : {}),
          pagination: { paginationModel: { pageSize: 100 } },
        }}
        pageSizeOptions={[25, 50, 100]}
        aria-label={label}
        {...grid}
      />
    </GridBox>
  );
}

type ListPageProps<T, R extends GridValidRowModel> = Omit<ListGridProps<R>, 'rows' | 'label' | 'offsetPx'> & {
  /** Room above the grid, px (170, or 200 under an intro). */
  offsetPx?: number;
  /** The page's heading. */
  title: string;
  /** What the list is called in its loading and error notices (the title unless said), and the grid's name. */
  what?: string;
  label?: string;
  /** Beside the heading: the page's 新建… button. */
  action?: ReactNode;
  query: UseQueryResult<T[]>;
  /** What to do when there is nothing yet, in words. */
  empty: ReactNode;
  /** Between the heading and the grid, once there is data. */
  intro?: (data: T[]) => ReactNode;
  /** The grid's rows from the data, when they are not the data itself. */
  toRows?: (data: T[]) => R[];
  /** After the list: its dialogs, further sections. */
  children?: ReactNode;
};

/** A list page: heading and action over the grid, through loading → error → empty → data. */
export function ListPage<T, R extends GridValidRowModel = T & GridValidRowModel>(props: ListPageProps<T, R>) {
  const {
    title,
    what = title,
    label = what,
    action,
    query,
    empty,
    intro,
    toRows,
    children,
    offsetPx = intro ? 200 : 170,
    ...grid
  } = props;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      <QueryView query={query} what={what} isEmpty={(data) => data.length === 0} empty={empty}>
        {(data) => (
          <>
            {intro?.(data)}
            <ListGrid
              rows={toRows ? toRows(data) : (data as unknown as R[])}
              label={label}
              offsetPx={offsetPx}
              {...grid}
            />
          </>
        )}
      </QueryView>
      {children}
    </>
  );
}
