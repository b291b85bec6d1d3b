export * from './beat';
export * from './console-api';
export * from './releases';
export * from './enrolment';
export * from './groups';
export * from './alerts';
export * from './schedule';
export * from './push';
