export * from './beat';
export * from './beat-limits';
export * from './enrolment';
export * from './health';
export * from './player';
export * from './push';
export * from './source-reading';
