import { BehaviorSubject, type Observable } from 'rxjs';

/** One dictionary option: `dictLabel` → label, `dictValue` → key (seed §3). */
export interface DictOption {
  label: string;
  key: string;
}

/** Dictionary options by dictionary type name. */
export type DictMap = Readonly<Record<string, readonly DictOption[]>>;

/** The hub's Chinese name, the default system title (seed §1). */
export const DEFAULT_TITLE = '人才创新创业服务港';

/** System state of seed §3: title and dict. */
export class SystemStore {
  private readonly title = new BehaviorSubject<string>(DEFAULT_TITLE);
  private readonly dict = new BehaviorSubject<DictMap>({});

  /** The system title, current value first. */
  readonly title$: Observable<string> = this.title.asObservable();
  /** All loaded dictionaries, current value first. */
  readonly dict$: Observable<DictMap> = this.dict.asObservable();

  getTitle(): string {
    return this.title.value;
  }

  setTitle(title: string): void {
    this.title.next(title);
  }

  getDict(type: string): readonly DictOption[] | undefined {
    return this.dict.value[type];
  }

  /** Stores the options of one dictionary type. */
  setDict(type: string, options: readonly DictOption[]): void {
    this.dict.next({ ...this.dict.value, [type]: options });
  }

  /** Merges several dictionary types into the state, replacing those named. */
  mergeDict(entries: DictMap): void {
    this.dict.next({ ...this.dict.value, ...entries });
  }
}
