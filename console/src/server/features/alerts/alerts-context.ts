import type { CoreContext } from '../../core/service-context';
import type { Fleet } from '../walls';
import type { AlertEngine } from './alert-engine';
import type { NoticeDispatcher } from './notice-dispatcher';

/** What the alert routes get from the entry point: the rules' sweep and the outbox's sender. */
export interface AlertsContext extends CoreContext {
  fleet: Fleet;
  alerts: { engine: AlertEngine; dispatcher: NoticeDispatcher };
}
