import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  Paper,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useEndOwnSession, useOwnSessions } from '../api/security-queries';
import { formatTime, fromNow } from '../format';
import { QueryTable } from '../layout/query-table';
import { EnrolSecondFactor } from '../session/enrol-second-factor';
import { useCurrentUser } from '../session/session-context';

/** 我的账号: the person's own sessions (when, from where, this one marked) to end, and their second factor. */
export function AccountPage() {
  const user = useCurrentUser();
  const sessions = useOwnSessions();
  const end = useEndOwnSession();
  const [enrolling, setEnrolling] = useState(false);
  const [enrolled, setEnrolled] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100 }}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h6" component="h1">
          我的账号：{user.username}
        </Typography>
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
          登录中的会话
        </Typography>
        <QueryTable
          query={sessions}
          what="会话"
          label="登录中的会话"
          empty={null}
          head={['登录时间', '最近操作', '地址', '浏览器', '']}
        >
          {(list) =>
            list.map((s) => (
              <TableRow key={s.id}>
                <TableCell>{formatTime(s.signedInAt)}</TableCell>
                <TableCell>{fromNow(s.lastActiveAt)}</TableCell>
                <TableCell>{s.ip}</TableCell>
                <TableCell
                  sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  title={s.userAgent}
                >
                  {s.userAgent || '—'}
                </TableCell>
                <TableCell align="right">
                  {s.current ? (
                    <Chip size="small" color="primary" label="当前会话" />
                  ) : (
                    <Button size="small" color="warning" disabled={end.isPending} onClick={() => end.mutate(s.id)}>
                      结束
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))
          }
        </QueryTable>
        {end.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(end.error)}
          </Alert>
        )}
      </Paper>
      {!user.sso && (
        <Paper sx={{ p: 3 }}>
          <Typography variant="subtitle1" component="h2">
            动态验证码（双因素认证）
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: 13, my: 1 }}>
            绑定后，每次登录在密码之后还须输入手机验证器上的 6
            位数字。重新绑定会作废旧的验证器和恢复码；丢失手机请联系管理员用命令行 reset-2fa 清除。
          </Typography>
          {enrolled ? (
            <Alert severity="success">已绑定动态验证码</Alert>
          ) : (
            <Button variant="outlined" onClick={() => setEnrolling(true)}>
              绑定动态验证码
            </Button>
          )}
        </Paper>
      )}
      <Dialog open={enrolling} onClose={() => setEnrolling(false)} maxWidth="sm" fullWidth>
        <DialogTitle>绑定动态验证码</DialogTitle>
        <DialogContent>
          {enrolling && (
            <EnrolSecondFactor
              onReply={() => {
                setEnrolling(false);
                setEnrolled(true);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
