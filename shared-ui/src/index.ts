export * from './platform/platform-api';
