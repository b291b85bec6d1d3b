import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GroupLayouts, LayoutTemplate, PageLayout } from '../../../protocol/releases';
import { api, errorMessage } from '../../api/client';
import { useGroups } from '../../api/release-queries';

interface PageSourceProps {
  group: string;
  page: string;
  readOnly: boolean;
  /** Puts `layout` into the draft (undoable); saving it is a normal save. */
  onLoad: (layout: PageLayout) => void;
  /** Why a load failed (null: it worked), shown with the designer's other messages so the canvas does not move. */
  onFailure: (message: string | null) => void;
}

/** 从模板或其他分组开始: a shipped template, or the same page of another group, as the draft to start from. */
export function PageSource({ group, page, readOnly, onLoad, onFailure }: PageSourceProps) {
  const templates = useQuery({
    queryKey: ['layout-templates', page],
    queryFn: () => api<LayoutTemplate[]>(`/api/layout-templates/${encodeURIComponent(page)}`),
  });
  const groups = useGroups();
  const [choice, setChoice] = useState('');
  const others = (groups.data ?? []).filter((g) => g.group !== group);
  const load = async () => {
    onFailure(null);
    try {
      if (choice.startsWith('template:')) {
        const template = templates.data?.find((t) => `template:${t.id}` === choice);
        if (template) onLoad(structuredClone(template.layout));
      } else if (choice.startsWith('group:')) {
        const other = choice.slice('group:'.length);
        const layouts = await api<GroupLayouts>(`/api/groups/${encodeURIComponent(other)}/layouts`);
        if (!layouts.pages[page]) throw new Error(`分组 ${other} 没有页面 ${page}`);
        onLoad(layouts.pages[page]);
      }
    } catch (error) {
      onFailure(`载入失败：${errorMessage(error)}`);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label="从模板或其他分组开始"
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        sx={{ minWidth: 240 }}
        disabled={readOnly}
      >
        {templates.data?.map((t) => (
          <MenuItem key={t.id} value={`template:${t.id}`}>
            模板：{t.name}
          </MenuItem>
        ))}
        {others.map((g) => (
          <MenuItem key={g.group} value={`group:${g.group}`}>
            分组 {g.group} 的此页面
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" disabled={readOnly || !choice} onClick={() => void load()}>
        载入到画布
      </Button>
    </Box>
  );
}
