import { WEEKDAY_NAMES, type WeekWindow } from '@cockpit/shared-sdk/layout-schema';
import { Box, Button, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';

interface WindowRowProps {
  /** What the row is called for screen readers, e.g. 关屏时段 1. */
  label: string;
  window: WeekWindow;
  onChange: (window: WeekWindow) => void;
  onRemove: () => void;
  disabled: boolean;
  /** Fields before the days (a daypart's name). */
  children?: React.ReactNode;
}

/** One weekly window: the days it starts on, from and to (HH:mm; an end at or before the start ends the next day). */
export function WindowRow({ label, window, onChange, onRemove, disabled, children }: WindowRowProps) {
  const days = window.days.map(String);
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', py: 0.75 }}
    >
      {children}
      <ToggleButtonGroup
        size="small"
        value={days}
        disabled={disabled}
        aria-label={`${label} 的星期`}
        onChange={(_e, next: string[]) => onChange({ ...window, days: next.map(Number).sort((a, b) => a - b) })}
      >
        {WEEKDAY_NAMES.map((name, i) => (
          <ToggleButton key={name} value={String(i + 1)} sx={{ px: 1 }}>
            {name.slice(1)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        size="small"
        label="开始"
        value={window.from}
        disabled={disabled}
        onChange={(e) => onChange({ ...window, from: e.target.value })}
        sx={{ width: 92 }}
        slotProps={{ htmlInput: { 'aria-label': `${label} 开始时间` } }}
      />
      <TextField
        size="small"
        label="结束"
        value={window.to}
        disabled={disabled}
        onChange={(e) => onChange({ ...window, to: e.target.value })}
        sx={{ width: 92 }}
        slotProps={{ htmlInput: { 'aria-label': `${label} 结束时间` } }}
      />
      <Button color="error" disabled={disabled} onClick={onRemove} aria-label={`删除${label}`}>
        删除
      </Button>
    </Box>
  );
}
