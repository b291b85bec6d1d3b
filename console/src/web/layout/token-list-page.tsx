import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog, useConfirm } from './confirm-dialog';
import { ListPage } from './list-page';
import { revocationColumns, type RevocableRow } from './revocation-columns';

interface TokenListPageProps<T extends RevocableRow> {
  /** The page's heading, and what 吊销 is asked of: 预配令牌. */
  title: string;
  createLabel: string;
  query: UseQueryResult<T[]>;
  revoke: Parameters<typeof useConfirm<T, number>>[0];
  /** The columns before 状态 and 操作. */
  columns: GridColDef<T>[];
  empty: string;
  /** The 新建 dialog, open or not; it shows the new secret once. */
  createDialog: (open: boolean, onClose: () => void) => ReactNode;
  /** What revoking the token does, asked before it is sent. */
  revokeText: (token: T | null) => ReactNode;
  children?: ReactNode;
}

/** A list of secrets the console shows once: list, create, revoke (asked first). */
export function TokenListPage<T extends RevocableRow>(props: TokenListPageProps<T>) {
  const { title, createLabel, query, columns, empty, createDialog, revokeText, children } = props;
  const [creating, setCreating] = useState(false);
  const revoking = useConfirm(props.revoke, (token: T) => token.id);
  return (
    <>
      <ListPage
        title={title}
        action={
          <Button variant="contained" onClick={() => setCreating(true)}>
            {createLabel}
          </Button>
        }
        query={query}
        columns={[...columns, ...revocationColumns<T>(revoking.ask)]}
        rowHeight={44}
        empty={empty}
      />
      {createDialog(creating, () => setCreating(false))}
      <ConfirmDialog {...revoking.dialog} title={`吊销${title}`} verb="吊销">
        {revokeText(revoking.dialog.target)}
      </ConfirmDialog>
      {children}
    </>
  );
}
