import { BehaviorSubject, type Observable } from 'rxjs';
import { getToken, removeStoredToken, setStoredToken } from './token-storage';

/** User state of seed §3. `userInfo` contents are not specified, so it is an open record. */
export interface UserState {
  userInfo: Record<string, unknown> | null;
  token: string | null;
}

/** User state: set info, set token, clear both, clear the token only (seed §4). */
export class UserStore {
  private readonly state = new BehaviorSubject<UserState>({ userInfo: null, token: getToken() });

  /** The user state, current value first. */
  readonly state$: Observable<UserState> = this.state.asObservable();

  get value(): UserState {
    return this.state.value;
  }

  setUserInfo(userInfo: Record<string, unknown> | null): void {
    this.state.next({ ...this.state.value, userInfo });
  }

  /** Sets the token and keeps it under the local-token storage key. */
  setToken(token: string): void {
    setStoredToken(token);
    this.state.next({ ...this.state.value, token });
  }

  /** Clears the user info together with the token. */
  clearUserInfo(): void {
    removeStoredToken();
    this.state.next({ userInfo: null, token: null });
  }

  /** Clears the token only. */
  clearToken(): void {
    removeStoredToken();
    this.state.next({ ...this.state.value, token: null });
  }
}
