import { getBus, type Toast } from '@cockpit/shared-sdk';
import { Alert, Box } from '@mui/material';
import { useEffect, useState } from 'react';

/** How long a toast stays on screen, ms. */
export const TOAST_VISIBLE_MS = 6000;
const MAX_VISIBLE = 4;

/** Toasts from the bus, newest at the bottom; each leaves after {@link TOAST_VISIBLE_MS}. */
export function ToastArea() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const subscription = getBus().toast.toasts$.subscribe((toast) => {
      setToasts((list) => [...list, toast].slice(-MAX_VISIBLE));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((t) => t.id !== toast.id));
      }, TOAST_VISIBLE_MS);
      timers.add(timer);
    });
    return () => {
      subscription.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, []);
  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: 2000,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        maxWidth: 560,
      }}
    >
      {toasts.map((toast) => (
        <Alert key={toast.id} data-toast={toast.level} severity={toast.level} variant="filled" sx={{ fontSize: 18 }}>
          {toast.message}
        </Alert>
      ))}
    </Box>
  );
}
