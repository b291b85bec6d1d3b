import { Box, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useState } from 'react';
import type { PageLayout } from '../../protocol/releases';
import { PAGES } from '../layouts/layouts-page';

interface DaypartPagesProps {
  name: string;
  pages: Record<string, PageLayout>;
  /** The group's own layouts: a page the daypart takes over starts from a copy of its own. */
  own: Record<string, PageLayout>;
  onChange: (pages: Record<string, PageLayout>) => void;
  /** Whether the text of a page's layout is JSON (the save waits until every page's is). */
  onValidity: (page: string, valid: boolean) => void;
  disabled: boolean;
}

function PageJson({
  label,
  layout,
  onChange,
  onValidity,
  disabled,
}: {
  label: string;
  layout: PageLayout;
  onChange: (layout: PageLayout) => void;
  onValidity: (valid: boolean) => void;
  disabled: boolean;
}) {
  const [text, setText] = useState(() => JSON.stringify(layout, null, 2));
  const [fault, setFault] = useState('');
  const edit = (next: string) => {
    setText(next);
    try {
      onChange(JSON.parse(next) as PageLayout);
      setFault('');
      onValidity(true);
    } catch {
      setFault('不是合法的 JSON');
      onValidity(false);
    }
  };
  return (
    <TextField
      multiline
      minRows={4}
      maxRows={12}
      fullWidth
      size="small"
      label={label}
      value={text}
      disabled={disabled}
      error={!!fault}
      helperText={fault || '槽位与布局页的格式相同；保存时由服务端检查'}
      onChange={(e) => edit(e.target.value)}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 12 } } }}
    />
  );
}

/** Which pages a daypart takes over, each with the layout it shows then (starting from a copy of the page's own). */
export function DaypartPages({ name, pages, own, onChange, onValidity, disabled }: DaypartPagesProps) {
  return (
    <Box sx={{ pl: 2, display: 'grid', gap: 1 }}>
      {PAGES.filter((p) => own[p.page]).map(({ page, label }) => (
        <Box key={page}>
          <FormControlLabel
            label={`${label}（${page}）在「${name || '此时段'}」使用另一布局`}
            control={
              <Checkbox
                checked={!!pages[page]}
                disabled={disabled}
                onChange={(e) => {
                  const { [page]: _dropped, ...rest } = pages;
                  onValidity(page, true);
                  onChange(
                    e.target.checked ? { ...pages, [page]: JSON.parse(JSON.stringify(own[page])) as PageLayout } : rest,
                  );
                }}
              />
            }
          />
          {pages[page] && (
            <PageJson
              label={`${label} 的时段布局（JSON）`}
              layout={pages[page]}
              onChange={(layout) => onChange({ ...pages, [page]: layout })}
              onValidity={(valid) => onValidity(page, valid)}
              disabled={disabled}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}
