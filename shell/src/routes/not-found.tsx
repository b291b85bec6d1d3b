import { Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';

/** Any route other than `/` and `/xndx`. */
export function NotFound() {
  return (
    <Box
      role="alert"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 28,
      }}
    >
      <div>页面不存在</div>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button component={Link} to="/" variant="contained">
          服务港驾驶舱
        </Button>
        <Button component={Link} to="/xndx" variant="outlined">
          分析测试中心
        </Button>
      </Box>
    </Box>
  );
}
