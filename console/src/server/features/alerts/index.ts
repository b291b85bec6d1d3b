export { alertChannelRoutes } from './alert-channel-routes';
export { AlertEngine, DEFAULT_ALERT_SWEEP_MS, type WallDirectory } from './alert-engine';
export { alertRoutes } from './alert-routes';
export type { AlertsContext } from './alerts-context';
export { DEFAULT_DISPATCH_MS, NoticeDispatcher } from './notice-dispatcher';
