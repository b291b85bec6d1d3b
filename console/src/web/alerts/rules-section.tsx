import {
  Button,
  Dialog,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import type { AlertGroupRule } from '../../protocol/alerts';
import { useAlertRules, useSaveAlertRule } from '../api/alert-queries';
import { errorMessage } from '../api/client';
import { formatDuration } from '../format';
import { CreateForm } from '../layout/create-form';
import { QueryView } from '../layout/query-view';
import { useHasRole } from '../session/session-context';
import { fromSeconds, toSeconds } from './alert-words';
import { Section } from './section';

function RuleDialog({ rule, onClose }: { rule: AlertGroupRule; onClose: () => void }) {
  const save = useSaveAlertRule();
  const [offline, setOffline] = useState(toSeconds(rule.offlineAfterMs));
  const [slotError, setSlotError] = useState(toSeconds(rule.slotErrorAfterMs));
  const submit = () =>
    save.mutate(
      { group: rule.group, offlineAfterMs: fromSeconds(offline), slotErrorAfterMs: fromSeconds(slotError) },
      { onSuccess: onClose },
    );
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>分组 {rule.group} 的告警阈值</DialogTitle>
      <CreateForm
        onSubmit={submit}
        onCancel={onClose}
        pending={save.isPending}
        problem={save.isError ? errorMessage(save.error) : null}
        submitLabel={['保存', '正在保存…']}
      >
        <TextField
          label="离线多久告警（秒）"
          type="number"
          value={offline}
          onChange={(e) => setOffline(e.target.value)}
          helperText="至少 45 秒，默认 120 秒"
          fullWidth
          margin="dense"
          autoFocus
        />
        <TextField
          label="槽位出错多久告警（秒）"
          type="number"
          value={slotError}
          onChange={(e) => setSlotError(e.target.value)}
          helperText="至少 30 秒，默认 300 秒"
          fullWidth
          margin="dense"
        />
      </CreateForm>
    </Dialog>
  );
}

/** 各分组阈值: how long a wall may be silent and a slot in error before an alert; administrators edit them. */
export function RulesSection() {
  const rules = useAlertRules();
  const admin = useHasRole('admin');
  const [editing, setEditing] = useState<AlertGroupRule | null>(null);
  return (
    <Section title="各分组阈值">
      <QueryView
        query={rules}
        what="告警阈值"
        isEmpty={(rows) => rows.length === 0}
        empty="还没有分组：墙面第一次心跳后这里会列出它的分组。"
      >
        {(rows) => (
          <Table size="small" aria-label="各分组阈值">
            <TableHead>
              <TableRow>
                <TableCell>分组</TableCell>
                <TableCell>离线告警</TableCell>
                <TableCell>槽位出错告警</TableCell>
                <TableCell>修改人</TableCell>
                {admin && <TableCell>操作</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((rule) => (
                <TableRow key={rule.group}>
                  <TableCell>{rule.group}</TableCell>
                  <TableCell>离线超过 {formatDuration(rule.offlineAfterMs)}</TableCell>
                  <TableCell>出错超过 {formatDuration(rule.slotErrorAfterMs)}</TableCell>
                  <TableCell>{rule.updatedBy ?? '默认值'}</TableCell>
                  {admin && (
                    <TableCell>
                      <Button
                        size="small"
                        onClick={() => setEditing(rule)}
                        aria-label={`修改分组 ${rule.group} 的阈值`}
                      >
                        修改
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryView>
      {editing && <RuleDialog rule={editing} onClose={() => setEditing(null)} />}
    </Section>
  );
}
