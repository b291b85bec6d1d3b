export * from './beat';
export * from './console-api';
