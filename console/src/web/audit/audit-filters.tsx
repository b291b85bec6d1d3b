import { Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { auditQueryString, type AuditFilter } from '../api/queries';
import { dayjs } from '../format';

const FIELDS = [
  { key: 'actor', label: '操作人', width: 140, hint: '' },
  { key: 'action', label: '动作', width: 170, hint: 'user 或 user.role' },
  { key: 'target', label: '对象', width: 160, hint: '' },
] as const;

/** The form's times (datetime-local, the browser's zone) as the server's epoch milliseconds. */
const toServer = (form: Record<string, string>): AuditFilter => ({
  actor: form.actor.trim(),
  action: form.action.trim(),
  target: form.target.trim(),
  from: form.from ? String(dayjs(form.from).valueOf()) : '',
  to: form.to ? String(dayjs(form.to).endOf('minute').valueOf()) : '',
});

/** 筛选 by person, action, target and time (applied by the server), and 导出 CSV of what the filter finds. */
export function AuditFilters({
  onApply,
  filter,
  canExport,
}: {
  onApply: (filter: AuditFilter) => void;
  filter: AuditFilter;
  canExport: boolean;
}) {
  const [form, setForm] = useState<Record<string, string>>({ actor: '', action: '', target: '', from: '', to: '' });
  const set = (key: string) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(toServer(form));
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="筛选审计日志"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}
    >
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          size="small"
          label={f.label}
          placeholder={f.hint}
          value={form[f.key]}
          onChange={set(f.key)}
          sx={{ width: f.width }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      ))}
      {(['from', 'to'] as const).map((key) => (
        <TextField
          key={key}
          size="small"
          type="datetime-local"
          label={key === 'from' ? '从' : '到'}
          value={form[key]}
          onChange={set(key)}
          sx={{ width: 210 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      <Button type="submit" variant="contained">
        筛选
      </Button>
      {canExport && (
        // A plain link: the browser saves the file as the server names it; the export is recorded in the audit.
        <Button component="a" href={`/api/audit/export.csv?${auditQueryString(filter)}`} download variant="outlined">
          导出 CSV
        </Button>
      )}
    </Box>
  );
}
