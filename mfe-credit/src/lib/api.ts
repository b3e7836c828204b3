import { createRemoteApi } from 'shared-ui/data';
import { CONSTRAINT_MESSAGES } from './constraint-messages';

/** The remote's one RTK Query api: features inject their endpoints and tags into it (docs/architecture.md). */
export const creditApi = createRemoteApi({ constraintMessages: CONSTRAINT_MESSAGES, reducerPath: 'creditApi' });
