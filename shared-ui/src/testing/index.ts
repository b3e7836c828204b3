// shared-ui/testing: helpers for jest tests only (they use jest globals; never imported by app code).
export * from './fake-platform';
export * from './remote-tests';
export * from './render';
export * from './axe';
export * from './store';
export * from './fake-tus';
export * from './fake-supabase';
