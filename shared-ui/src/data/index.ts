// shared-ui/data: the data layer every remote builds its api on (RTK Query over the platform's supabase client).
// `ApiError`, `toApiError` and the message table live in core (forms use them without RTK Query);
// they are re-exported here from the one shared copy.
export {
  apiError,
  toApiError,
  isApiError,
  ERROR_MESSAGES,
  registerConstraintMessages,
  constraintMessage,
  CODE_MESSAGES,
  STATUS_MESSAGES,
} from 'shared-ui';
export type { ApiError, ConstraintMessage } from 'shared-ui';
export * from './base-query';
export * from './create-remote-api';
export * from './portal-db';
export * from './configure-store';
export * from './create-store-root';
export * from './mutation-toast';
// RTK Query lives inside this entry (tree-shaken, loaded once with it): import what a feature needs from here.
export { skipToken } from '@reduxjs/toolkit/query/react';
