import { dayjs, DetailDialog, type Chance } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { budgetText } from './use-chances-data';

/** The fields of an opportunity the dialog lists, label → text. */
function fields(chance: Chance): [string, string][] {
  return [
    ['机会类型', chance.type],
    ['所属产业', chance.industry],
    ['发布单位', chance.publisher],
    ['发布日期', dayjs(chance.publishDate).format('YYYY年M月D日')],
    ['截止日期', dayjs(chance.deadline).format('YYYY年M月D日')],
    ['预算金额', budgetText(chance.budget) + '元'],
    ['当前状态', chance.status],
  ];
}

/** The whole of one opportunity (the board shows a line of it); the row itself is the data, so nothing loads. */
export function ChanceDialog({ chance, onClose }: { chance: Chance | null; onClose: () => void }) {
  return (
    <DetailDialog open={chance !== null} title={chance?.title ?? ''} onClose={onClose} loading={false}>
      {chance && (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.25 }}
        >
          {fields(chance).map(([label, text]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: '#7fa6d6' }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {text}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </DetailDialog>
  );
}
