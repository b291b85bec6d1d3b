import { getBus } from '../bus/bus';
import { useObservable } from './use-observable';

/** The system title from the bus. */
export function useTitle(): string {
  const { system } = getBus();
  return useObservable(system.title$, system.getTitle());
}
