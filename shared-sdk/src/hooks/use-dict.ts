import { useEffect, useMemo } from 'react';
import { map } from 'rxjs';
import { getBus } from '../bus/bus';
import { loadDict } from '../bus/dict-loader';
import type { DictOption } from '../bus/system-store';
import { useObservable } from './use-observable';

const NONE: readonly DictOption[] = [];

/** The options of a dictionary type, fetched lazily once per page. */
export function useDict(type: string): readonly DictOption[] {
  const { system } = getBus();
  const options$ = useMemo(() => system.dict$.pipe(map((dict) => dict[type] ?? NONE)), [system, type]);
  useEffect(() => {
    loadDict(type).catch(() => undefined); // the frame shows API errors; a missing label falls back to the key
  }, [type]);
  return useObservable(options$, system.getDict(type) ?? NONE);
}

/** The label of `key` in a dictionary's options, or the key itself. */
export function dictLabel(options: readonly DictOption[], key: string): string {
  return options.find((option) => option.key === key)?.label ?? key;
}
