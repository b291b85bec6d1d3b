import { Box } from '@mui/material';
import { ConfigError } from './config-error';

/** Full-screen message for a start-up that cannot go on: names the file and the field. */
export function ConfigErrorScreen({ error }: { error: unknown }) {
  const known = error instanceof ConfigError ? error : undefined;
  return (
    <Box
      role="alert"
      data-config-error
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: '#020816',
        color: '#cfe3ff',
      }}
    >
      <Box sx={{ maxWidth: 900, p: 5, border: '1px solid #ff6b6b', background: 'rgba(255,107,107,0.08)' }}>
        <Box component="h1" sx={{ m: 0, mb: 3, fontSize: 34, color: '#ff6b6b' }}>
          驾驶舱配置有误，无法启动
        </Box>
        {known ? (
          <Box sx={{ fontSize: 22, lineHeight: 1.8 }}>
            <div>
              文件：<b data-file>{known.file}</b>
            </div>
            <div>
              字段：<b data-field>{known.field}</b>
            </div>
            <div>
              原因：<span data-reason>{known.reason}</span>
            </div>
          </Box>
        ) : (
          <Box sx={{ fontSize: 22 }}>{error instanceof Error ? error.message : String(error)}</Box>
        )}
        <Box sx={{ mt: 3, fontSize: 18, color: '#7fa6d6' }}>请运维人员修正后刷新页面；其他设置未受影响。</Box>
      </Box>
    </Box>
  );
}
