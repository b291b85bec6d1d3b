import {
  DEFAULT_SCHEDULE_TIMEZONE,
  SCHEDULE_LIMITS,
  scheduleSchema,
  type Schedule,
} from '@cockpit/shared-sdk/layout-schema';
import { Alert, Box, Button, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import type { PageLayout } from '../../protocol/releases';
import { ApiError, errorMessage } from '../api/client';
import { useSaveSchedule } from '../api/schedule-queries';
import { useHasRole } from '../session/session-context';
import { DaypartPages } from './daypart-pages';
import { WeekGrid } from './week-grid';
import { WindowRow } from './window-row';

/** The first problem of a draft, in the words the server would use, before it is sent. */
function draftProblem(draft: Schedule): string {
  const parsed = scheduleSchema.safeParse(draft);
  if (parsed.success) return '';
  const issue = parsed.error.issues[0];
  const field = issue.path.reduce<string>(
    (name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)),
    '',
  );
  return `排程字段 ${field}：${issue.message}`;
}

/** A group's week: time zone, how an off screen looks, screen-off windows and dayparts, with the week drawn as a grid. */
export function ScheduleEditor({
  group,
  saved,
  version,
  own,
}: {
  group: string;
  saved: Schedule;
  version: number | undefined;
  own: Record<string, PageLayout>;
}) {
  const canEdit = useHasRole('operator');
  const save = useSaveSchedule(group);
  const [draft, setDraft] = useState<Schedule>(saved);
  // The week this draft started from: the server refuses the save once another (a daypart layout's too) came first.
  const [base, setBase] = useState(version);
  const stale = base !== undefined && version !== undefined && base !== version;
  const [badJson, setBadJson] = useState<Set<string>>(new Set());
  const change = (next: Partial<Schedule>) => {
    save.reset();
    setDraft({ ...draft, ...next });
  };
  const problem = draftProblem(draft) || (badJson.size ? '时段布局不是合法的 JSON' : '');
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const disabled = !canEdit;
  const fieldNote = save.error instanceof ApiError && save.error.field ? `（字段：${save.error.field}）` : '';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(560px, 1fr) auto', gap: 3, alignItems: 'start' }}>
      <Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <TextField
            size="small"
            label="时区"
            value={draft.timezone}
            disabled={disabled}
            onChange={(e) => change({ timezone: e.target.value })}
            helperText={`IANA 时区名，默认 ${DEFAULT_SCHEDULE_TIMEZONE}`}
          />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={draft.offStyle}
            disabled={disabled}
            aria-label="关屏显示"
            onChange={(_e, value: Schedule['offStyle'] | null) => value && change({ offStyle: value })}
          >
            <ToggleButton value="black">关屏显示：黑屏</ToggleButton>
            <ToggleButton value="clock">关屏显示：暗色时钟</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Typography variant="subtitle1" component="h2">
          关屏时段
        </Typography>
        <Typography variant="body2" color="text.secondary">
          关屏时墙面不请求任何数据接口，但仍上报心跳、可远程操作。结束时间早于开始时间表示次日结束。
        </Typography>
        {draft.screenOff.map((window, i) => (
          <WindowRow
            key={i}
            label={`关屏时段 ${i + 1}`}
            window={window}
            disabled={disabled}
            onChange={(next) => change({ screenOff: draft.screenOff.map((w, j) => (j === i ? next : w)) })}
            onRemove={() => change({ screenOff: draft.screenOff.filter((_w, j) => j !== i) })}
          />
        ))}
        <Button
          disabled={disabled || draft.screenOff.length >= SCHEDULE_LIMITS.maxScreenOff}
          onClick={() =>
            change({ screenOff: [...draft.screenOff, { days: [1, 2, 3, 4, 5, 6, 7], from: '23:00', to: '07:00' }] })
          }
        >
          添加关屏时段
        </Button>
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
          时段
        </Typography>
        <Typography variant="body2" color="text.secondary">
          时段内，所选页面显示该时段的布局（如夜间布局）；其余时间显示分组的布局。
        </Typography>
        {draft.dayparts.map((part, i) => {
          const update = (next: Partial<typeof part>) =>
            change({ dayparts: draft.dayparts.map((p, j) => (j === i ? { ...p, ...next } : p)) });
          return (
            <Box key={i} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1, my: 1 }}>
              <WindowRow
                label={`时段 ${i + 1}`}
                window={part}
                disabled={disabled}
                onChange={(next) => update(next)}
                onRemove={() => change({ dayparts: draft.dayparts.filter((_p, j) => j !== i) })}
              >
                <TextField
                  size="small"
                  label="名称"
                  value={part.name}
                  disabled={disabled}
                  onChange={(e) => update({ name: e.target.value })}
                  sx={{ width: 120 }}
                  slotProps={{ htmlInput: { 'aria-label': `时段 ${i + 1} 名称` } }}
                />
              </WindowRow>
              <DaypartPages
                name={part.name}
                pages={part.pages}
                own={own}
                disabled={disabled}
                onChange={(pages) => update({ pages })}
                onValidity={(page, valid) =>
                  setBadJson((set) => {
                    const next = new Set(set);
                    if (valid) next.delete(`${i}/${page}`);
                    else next.add(`${i}/${page}`);
                    return next;
                  })
                }
              />
            </Box>
          );
        })}
        <Button
          disabled={disabled || draft.dayparts.length >= SCHEDULE_LIMITS.maxDayparts}
          onClick={() =>
            change({
              dayparts: [
                ...draft.dayparts,
                { name: '夜间', days: [1, 2, 3, 4, 5], from: '18:00', to: '22:00', pages: {} },
              ],
            })
          }
        >
          添加时段
        </Button>
        {problem && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        )}
        {save.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            保存被拒绝：{errorMessage(save.error)}
            {fieldNote}
          </Alert>
        )}
        {stale && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            服务器上的排程已是第 {version} 版，你的修改基于第 {base} 版：请载入当前版本后重新修改
          </Alert>
        )}
        {save.isSuccess && !dirty && (
          <Alert severity="success" sx={{ mt: 1 }}>
            已保存：墙面在下一次读取布局时按新排程运行
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button
            variant="contained"
            disabled={!canEdit || !dirty || !!problem || save.isPending}
            onClick={() => save.mutate({ schedule: draft, base }, { onSuccess: (reply) => setBase(reply.version) })}
          >
            保存排程
          </Button>
          <Button
            disabled={!dirty && !stale}
            onClick={() => {
              save.reset();
              setDraft(saved);
              setBase(version);
            }}
          >
            {stale ? '载入当前版本' : '放弃修改'}
          </Button>
          {!canEdit && (
            <Typography variant="body2" color="text.secondary">
              仅操作员或管理员可以修改排程
            </Typography>
          )}
        </Box>
      </Box>
      <WeekGrid schedule={draft} />
    </Box>
  );
}
