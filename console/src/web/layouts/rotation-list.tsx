import {
  Autocomplete,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { PanelChoice } from '../../protocol/releases';

interface RotationListProps {
  panels: string[];
  /** Every panel of the group's remotes; `undefined` while it loads or when it failed. */
  choices: PanelChoice[] | undefined;
  choicesError: string | null;
  readOnly: boolean;
  previewing: string | undefined;
  onPreview: (panel: string) => void;
  onChange: (panels: string[]) => void;
}

const move = (list: string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/** A slot's rotation: its panels in order (move up/down, remove, click to preview) and a picker to add one. */
export function RotationList({
  panels,
  choices,
  choicesError,
  readOnly,
  previewing,
  onPreview,
  onChange,
}: RotationListProps) {
  const [picked, setPicked] = useState<PanelChoice | null>(null);
  const offered = (choices ?? []).filter((choice) => !panels.includes(choice.id));
  const add = () => {
    if (!picked) return;
    onChange([...panels, picked.id]);
    setPicked(null);
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        轮播面板（按顺序轮播，点击预览）
      </Typography>
      {panels.length === 0 && (
        <Typography color="error.main" sx={{ py: 1 }}>
          没有面板：至少要有 1 个
        </Typography>
      )}
      <List dense disablePadding aria-label="轮播面板">
        {panels.map((panel, index) => (
          <ListItem
            key={panel}
            disablePadding
            secondaryAction={
              <Box sx={{ display: 'flex' }}>
                <IconButton
                  size="small"
                  aria-label={`上移 ${panel}`}
                  disabled={readOnly || index === 0}
                  onClick={() => onChange(move(panels, index, index - 1))}
                >
                  ↑
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`下移 ${panel}`}
                  disabled={readOnly || index === panels.length - 1}
                  onClick={() => onChange(move(panels, index, index + 1))}
                >
                  ↓
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`移除 ${panel}`}
                  disabled={readOnly}
                  onClick={() => onChange(panels.filter((p) => p !== panel))}
                >
                  ✕
                </IconButton>
              </Box>
            }
          >
            <ListItemButton selected={panel === previewing} onClick={() => onPreview(panel)} sx={{ pr: 13 }}>
              <ListItemText
                primary={`${index + 1}. ${panel}`}
                secondary={choices?.find((c) => c.id === panel)?.title}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {choicesError && (
        <Typography color="error.main" variant="body2">
          面板列表加载失败：{choicesError}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Autocomplete
          size="small"
          sx={{ flex: 1 }}
          options={offered}
          value={picked}
          onChange={(_event, value) => setPicked(value)}
          getOptionLabel={(choice) => (choice.title ? `${choice.id}（${choice.title}）` : choice.id)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          disabled={readOnly || choices === undefined}
          noOptionsText="没有可添加的面板"
          renderInput={(params) => <TextField {...params} label="选择面板" />}
        />
        <Tooltip title={readOnly ? '仅操作员或管理员可以修改布局' : ''}>
          <span>
            <Button variant="outlined" disabled={readOnly || !picked} onClick={add} sx={{ height: '100%' }}>
              添加
            </Button>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
