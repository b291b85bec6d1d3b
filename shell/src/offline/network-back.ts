/** The message the wall's worker posts to its pages when the network answers again after a timeout or a failure. */
export const NETWORK_BACK_MESSAGE = 'cockpit-network-back';

/** The page's service worker container, if it may have one: a sandboxed frame (the designer's preview) throws on the read. */
function workerContainer(): ServiceWorkerContainer | undefined {
  try {
    return typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  } catch {
    return undefined;
  }
}

/** Calls `onBack` each time the worker says the network answers again; returns the release. */
export function listenForNetworkBack(
  onBack: () => void,
  container: Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'> | undefined = workerContainer(),
): () => void {
  if (!container) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === NETWORK_BACK_MESSAGE) onBack();
  };
  container.addEventListener('message', onMessage as EventListener);
  return () => container.removeEventListener('message', onMessage as EventListener);
}
