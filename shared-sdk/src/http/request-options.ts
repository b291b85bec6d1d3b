import type { AxiosRequestConfig } from 'axios';

/** Per-request flags of the shared client (seed §7). */
export interface CockpitRequestFlags {
  /** When true, no credential is attached to this request. */
  needToken?: boolean;
  /** Default true. When false, an identical earlier in-flight request (method, url, data) is cancelled. */
  isRepeatSubmit?: boolean;
  /** When true, the base address is removed and the url is used as is. */
  isXndx?: boolean;
}

/** Axios config plus the seed's per-request flags. */
export type CockpitRequestConfig<D = unknown> = AxiosRequestConfig<D> & CockpitRequestFlags;

/** The reply envelope every `/cockpit` endpoint answers with (seed §7). */
export interface ApiEnvelope<T = unknown> {
  code?: number;
  msg?: string;
  data?: T;
  [extra: string]: unknown;
}

declare module 'axios' {
  interface AxiosRequestConfig extends CockpitRequestFlags {}
}
