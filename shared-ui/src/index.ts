// Platform contract between the shell and its remotes.
export * from './platform/platform-api';
export * from './platform/PlatformProvider';
export * from './platform/use-session';
export * from './platform/check-platform';

// Theme.
export * from './theme/theme';
export * from './theme/ThemeProvider';
export * from './theme/GlobalStyle';
