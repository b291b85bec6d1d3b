import { Button, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import type { AlertGroupRule } from '../../protocol/alerts';
import { useAlertRules, useSaveAlertRule } from '../api/alert-queries';
import { formatDuration } from '../format';
import { FormDialog, FormField, useFormDialog } from '../layout/form-dialog';
import { QueryTable } from '../layout/query-table';
import { useHasRole } from '../session/session-context';
import { fromSeconds, toSeconds } from './alert-words';
import { Section } from './section';

function RuleDialog({ rule, onClose }: { rule: AlertGroupRule; onClose: () => void }) {
  const save = useSaveAlertRule();
  const initial = { offline: toSeconds(rule.offlineAfterMs), slotError: toSeconds(rule.slotErrorAfterMs) };
  const dialog = useFormDialog(initial, save, onClose);
  const { form, field } = dialog;
  const submit = () =>
    save.mutate(
      { group: rule.group, offlineAfterMs: fromSeconds(form.offline), slotErrorAfterMs: fromSeconds(form.slotError) },
      { onSuccess: onClose },
    );
  return (
    <FormDialog
      open
      title={`分组 ${rule.group} 的告警阈值`}
      state={dialog}
      onSubmit={submit}
      submitLabel={['保存', '正在保存…']}
      maxWidth="xs"
    >
      <FormField
        label="离线多久告警（秒）"
        type="number"
        {...field('offline')}
        helperText="至少 45 秒，默认 120 秒"
        autoFocus
      />
      <FormField
        label="槽位出错多久告警（秒）"
        type="number"
        {...field('slotError')}
        helperText="至少 30 秒，默认 300 秒"
      />
    </FormDialog>
  );
}

/** 各分组阈值: how long a wall may be silent and a slot in error before an alert; administrators edit them. */
export function RulesSection() {
  const rules = useAlertRules();
  const admin = useHasRole('admin');
  const [editing, setEditing] = useState<AlertGroupRule | null>(null);
  return (
    <Section title="各分组阈值">
      <QueryTable
        query={rules}
        what="告警阈值"
        label="各分组阈值"
        empty="还没有分组：墙面第一次心跳后这里会列出它的分组。"
        head={['分组', '离线告警', '槽位出错告警', '修改人', ...(admin ? ['操作'] : [])]}
      >
        {(rows) =>
          rows.map((rule) => (
            <TableRow key={rule.group}>
              <TableCell>{rule.group}</TableCell>
              <TableCell>离线超过 {formatDuration(rule.offlineAfterMs)}</TableCell>
              <TableCell>出错超过 {formatDuration(rule.slotErrorAfterMs)}</TableCell>
              <TableCell>{rule.updatedBy ?? '默认值'}</TableCell>
              {admin && (
                <TableCell>
                  <Button size="small" onClick={() => setEditing(rule)} aria-label={`修改分组 ${rule.group} 的阈值`}>
                    修改
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))
        }
      </QueryTable>
      {editing && <RuleDialog rule={editing} onClose={() => setEditing(null)} />}
    </Section>
  );
}
