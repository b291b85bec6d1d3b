import { ScrollBoard, type BoardColumn, type PanelViewProps } from '@cockpit/shared-sdk';
import { useMemo } from 'react';
import type { WidgetData } from '../../components/define-widget';

export type BoardData = WidgetData<'board', { columns: string[]; rows: string[][] }>;
type Row = { key: number; cells: string[] };

/** The board's columns: the configured headers first, else the data's own, else 列1, 列2…; every cell is text. */
export function boardColumns(configured: string[] | undefined, fromData: string[], width: number): BoardColumn<Row>[] {
  return Array.from({ length: width }, (_, i) => ({
    key: String(i),
    title: configured?.[i] ?? fromData[i] ?? `列${i + 1}`,
    render: (row: Row) => row.cells[i] ?? '',
  }));
}

/** A scroll board of the mapped rows (the shared board: it steps on the wall's beat, fades only by opacity). */
export function BoardView({ data: { options, value } }: PanelViewProps<BoardData>) {
  const width = Math.max(1, ...value.rows.map((r) => r.length));
  const columns = useMemo(
    () => boardColumns(options.columns, value.columns, width),
    [options.columns, value.columns, width],
  );
  const rows = useMemo(() => value.rows.map((cells, key) => ({ key, cells })), [value.rows]);
  return <ScrollBoard rows={rows} columns={columns} rowKey={(row) => row.key} visibleRows={options.rowsShown ?? 5} />;
}
