import { Box, Link } from '@mui/material';

const WIDTH = 1872; // the stage's width inside its padding
const HEIGHT = Math.round((WIDTH * 1080) / 1920);

/**
 * The team's remote on a real display's page, next to the page's other panels: the display's /preview in a frame,
 * with this tab's override pointing at the remote this dev server builds, and `place` (`<slot>=<panel>`) putting one
 * of its panels into a slot (a new remote is on no slot of the page yet). A wall never takes overrides; the display
 * must list this origin in config.json's overrideHosts (by host), remoteOrigins (its CSP loads the build) and
 * emulatorOrigins (its CSP lets this page frame it), else the frame stays empty or shows the display's refusal.
 */
export function DisplayFrame({ display, layout, remote, place }) {
  const origin = window.location.origin;
  let href;
  try {
    const url = new URL('/preview', display);
    url.searchParams.set('group', layout);
    url.searchParams.set('override', `${remote}=${origin}/remote/mf-manifest.json`);
    if (place) url.searchParams.set('place', place);
    href = url.toString();
  } catch {
    return <Box role="alert">大屏地址无效：{display}</Box>;
  }
  return (
    <Box component="section" data-display-page sx={{ my: 3 }}>
      <Box component="h2" sx={{ fontSize: 22, mb: 1 }}>
        真实页面（与其他面板一起）
      </Box>
      <Box sx={{ fontSize: 16, mb: 1 }}>
        大屏的 /preview 页，{remote} 换成本机构建；页面上用到 {remote} 的槽位
        {place ? `和槽位 ${place.split('=')[0]}` : ''}显示你的面板。若下方空白，请在大屏的 config.json 中把 {origin}{' '}
        加入 remoteOrigins 和 emulatorOrigins。新窗口打开：
        <Link data-display-link href={href} target="_blank" rel="noreferrer" sx={{ color: '#7fd1ff', ml: 1 }}>
          {href}
        </Link>
      </Box>
      <Box
        component="iframe"
        title="真实大屏页面"
        src={href}
        sx={{ display: 'block', width: WIDTH, height: HEIGHT, border: '1px solid #1e4a8a', bgcolor: '#020a22' }}
      />
    </Box>
  );
}
