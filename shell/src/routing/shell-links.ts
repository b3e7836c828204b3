// The remotes' screens the shell itself links to (data: stamped in the shell's mf-manifest.json as
// `portal.links`, so the release check refuses a remote release that drops one of them).
export const SHELL_LINKS = ['signin', 'documents'] as const;

export type ShellLink = (typeof SHELL_LINKS)[number];
