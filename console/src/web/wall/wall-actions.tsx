import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRePairWall, useRetireWall, type ListedWall } from '../api/wall-management-queries';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { AddWallDialog } from '../walls/add-wall-dialog';
import { EditWallDialog } from './edit-wall-dialog';

type Open = 'edit' | 'move' | 're-pair' | 'claim' | 'retire' | null;

/** The wall's management (operator): edit, move, re-pair and retire, each through a dialog that says what follows. */
export function WallActions({ wall }: { wall: ListedWall }) {
  const [open, setOpen] = useState<Open>(null);
  const rePair = useRePairWall(wall.wallId);
  const retire = useRetireWall(wall.wallId);
  const navigate = useNavigate();
  const label = wall.name ?? wall.wallId;
  const close = () => setOpen(null);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
      <Button variant="outlined" onClick={() => setOpen('edit')}>
        编辑信息
      </Button>
      <Button variant="outlined" onClick={() => setOpen('move')}>
        移到其他分组
      </Button>
      {wall.rePairing ? (
        <Button variant="contained" onClick={() => setOpen('claim')}>
          输入新配对码
        </Button>
      ) : (
        <Button variant="outlined" color="warning" onClick={() => setOpen('re-pair')}>
          重新配对
        </Button>
      )}
      <Button variant="outlined" color="error" onClick={() => setOpen('retire')}>
        停用
      </Button>
      <EditWallDialog
        key={`${open}-${wall.name}-${wall.group}`}
        wall={wall}
        mode={open === 'edit' || open === 'move' ? open : null}
        onClose={close}
      />
      {open === 'claim' && <AddWallDialog open replacing={wall} onClose={close} />}
      <ConfirmDialog
        target={open === 're-pair' ? wall : null}
        title="重新配对"
        verb="重新配对"
        action={rePair}
        onClose={close}
        onConfirm={() => rePair.mutate(undefined, { onSuccess: close })}
      >
        “{label}
        ”的凭据将被撤销：它在下一次心跳时被拒绝，继续显示当前页面，并在页眉显示新的配对码。之后点“输入新配对码”，输入它显示的新配对码：它沿用现在的编号和历史。
      </ConfirmDialog>
      <ConfirmDialog
        target={open === 'retire' ? wall : null}
        title="停用墙面"
        verb="停用"
        action={retire}
        onClose={close}
        onConfirm={() => retire.mutate(undefined, { onSuccess: () => void navigate('/') })}
      >
        “{label}”将从墙面列表和监控指标中移除，它的凭据立即失效；屏幕上会重新显示配对码。它的操作记录保留在审计日志中。
      </ConfirmDialog>
    </Box>
  );
}
