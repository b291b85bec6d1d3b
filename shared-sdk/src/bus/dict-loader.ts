import { getDictData, toDictOptions } from '../api/dict';
import { getBus } from './bus';
import type { DictOption } from './system-store';

const pending = new Map<string, Promise<readonly DictOption[]>>();

/**
 * The options of a dictionary type. When the type is not yet in shared state a request is made,
 * and on success the result is stored under that type (seed §4). Concurrent callers share one request.
 */
export function loadDict(type: string): Promise<readonly DictOption[]> {
  const { system } = getBus();
  const known = system.getDict(type);
  if (known) return Promise.resolve(known);
  let request = pending.get(type);
  if (!request) {
    request = getDictData(type)
      .then((items) => {
        const options = toDictOptions(items);
        system.setDict(type, options);
        return options;
      })
      .finally(() => pending.delete(type));
    pending.set(type, request);
  }
  return request;
}
