import type { WallIdentity } from '@cockpit/protocol';

/** How long 识别 shows the wall's name when the service names no time. */
export const IDENTIFY_MS = 10_000;

const OVERLAY_ID = 'cockpit-identify';

/**
 * Shows the wall's name, group and location large over its page for `showMs` (text only: what the service sent
 * is never read as HTML). It fades in and out by opacity. Returns the function that removes it now.
 */
export function showIdentity(identity: WallIdentity, showMs = IDENTIFY_MS, doc: Document = document): () => void {
  doc.getElementById(OVERLAY_ID)?.remove();
  const overlay = doc.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'status');
  overlay.setAttribute('aria-label', '识别大屏');
  Object.assign(overlay.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483000',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2vh',
    background: 'rgba(2, 8, 22, 0.82)',
    color: '#ffffff',
    fontFamily: 'sans-serif',
    textAlign: 'center',
    opacity: '0',
    transition: 'opacity 300ms ease',
    pointerEvents: 'none',
  });
  const line = (value: string, size: string) => {
    const element = doc.createElement('div');
    element.textContent = value;
    Object.assign(element.style, { fontSize: size, fontWeight: '700', maxWidth: '90vw', overflowWrap: 'anywhere' });
    overlay.appendChild(element);
  };
  line(identity.name, '12vh');
  line(`分组：${identity.group}`, '6vh');
  if (identity.location) line(`位置：${identity.location}`, '6vh');
  doc.body.appendChild(overlay);
  const fadeIn = requestAnimationFrame(() => (overlay.style.opacity = '1'));
  const end = setTimeout(() => remove(), showMs);
  const remove = () => {
    cancelAnimationFrame(fadeIn);
    clearTimeout(end);
    overlay.remove();
  };
  return remove;
}
