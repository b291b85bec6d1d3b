/** The typed API of seed §7: one module per endpoint family, each a zod schema + type per shape and a function per call. */
export * from './api-get';
export * from './common';
export * from './dict';
export * from './teams';
export * from './talent';
export * from './chain';
export * from './industry';
export * from './services';
export * from './notices';
export * from './devices';
export * from './hub';
