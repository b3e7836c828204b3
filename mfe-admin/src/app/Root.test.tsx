import { SCREENS } from '../screens';
import { createFakePlatform, describeRemoteRoot, fakeSupabase } from 'shared-ui/testing';
import { Root } from './Root';

// The inbox joins Realtime channels as it mounts: the shared fake client answers them.
describeRemoteRoot('mfe-admin', Root, SCREENS.screens, () => createFakePlatform({ supabase: fakeSupabase().client }));
