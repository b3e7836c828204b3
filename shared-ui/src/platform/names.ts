// The portal's roles and remotes by name: the screens (declarations, table) and the platform API both use them,
// so they live apart from either (no import circle between the platform API and the screens).
export type Role = 'admin' | 'client' | 'user';

export type RemoteName = 'mfe_auth' | 'mfe_setup' | 'mfe_credit' | 'mfe_content' | 'mfe_admin';
