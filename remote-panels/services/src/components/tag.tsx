import { Box } from '@mui/material';

/** Colours of the handled-matter statuses and the evaluation levels. */
export const TAG_COLORS: Record<string, string> = {
  已办结: '#73d13d',
  办理中: '#ffc53d',
  已受理: '#4dd0e1',
  非常满意: '#73d13d',
  满意: '#36cfc9',
  基本满意: '#ffc53d',
  不满意: '#ff7a45',
};

/** A coloured status word (unknown words in the neutral text colour). */
export function Tag({ text }: { text: string }) {
  const color = TAG_COLORS[text] ?? '#cfe3ff';
  return (
    <Box
      component="span"
      data-tag={text}
      sx={{ color, px: 0.75, py: '1px', border: `1px solid ${color}88`, borderRadius: '3px', bgcolor: `${color}1a` }}
    >
      {text}
    </Box>
  );
}
