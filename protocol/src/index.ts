export * from './beat';
export * from './constants';
export * from './enrolment';
export * from './health';
export * from './player';
export * from './push';
export * from './recovery-names';
export * from './source-reading';
