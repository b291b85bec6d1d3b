import { Box } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { ScaledCanvas } from '../layout/scaled-canvas';
import { feedStatus$, type FeedStatus } from './console-feed';

const background = 'radial-gradient(ellipse at 50% 0%, #0c2a66 0%, #051437 45%, #020a22 100%)';

function useFeedStatus(): FeedStatus {
  const [status, setStatus] = useState(feedStatus$.value);
  useEffect(() => {
    const subscription = feedStatus$.subscribe(setStatus);
    return () => subscription.unsubscribe();
  }, []);
  return status;
}

/** A message over the canvas (the preview stays readable behind it). */
function Notice({ children, tone }: { children: ReactNode; tone: 'wait' | 'error' }) {
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      sx={{
        position: 'fixed',
        left: 16,
        right: 16,
        top: 16,
        zIndex: 2000,
        p: 2,
        fontSize: 24,
        borderRadius: 1,
        color: tone === 'error' ? '#ffd1d1' : '#d6e9ff',
        bgcolor: tone === 'error' ? 'rgba(120,16,16,0.92)' : 'rgba(5,20,55,0.92)',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A console-fed preview draws only once the console's data has come (never the static files a wall would not run);
 * until then it says it waits, and a refused message is shown in words over the last good preview.
 */
export function FeedGate({ children }: { children: ReactNode }) {
  const status = useFeedStatus();
  if (status.state === 'fed') return <>{children}</>;
  if (status.state === 'refused') {
    return (
      <>
        {status.fed ? children : <ScaledCanvas background={background}>{null}</ScaledCanvas>}
        <Notice tone="error">{status.error}</Notice>
      </>
    );
  }
  return (
    <ScaledCanvas background={background}>
      <Notice tone="wait">正在等待控制台发送预览数据…</Notice>
    </ScaledCanvas>
  );
}
