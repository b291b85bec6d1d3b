import { Box, Link } from '@mui/material';

/**
 * The team's remote on a real display's page, next to the page's other panels: the display's /preview with this
 * tab's override pointing at the remote this dev server builds (a wall never takes overrides; the display must list
 * this origin in overrideHosts and its CSP). A link, not a frame: a display's page refuses to be framed.
 */
export function DisplayFrame({ display, layout, remote }) {
  const manifest = `${window.location.origin}/remote/mf-manifest.json`;
  let href;
  try {
    const url = new URL('/preview', display);
    url.searchParams.set('group', layout);
    url.searchParams.set('override', `${remote}=${manifest}`);
    href = url.toString();
  } catch {
    return <Box role="alert">大屏地址无效：{display}</Box>;
  }
  return (
    <Box data-display-link sx={{ fontSize: 18, my: 2 }}>
      在真实页面中与其他面板一起查看：
      <Link href={href} target="_blank" rel="noreferrer" sx={{ color: '#7fd1ff' }}>
        {href}
      </Link>
    </Box>
  );
}
