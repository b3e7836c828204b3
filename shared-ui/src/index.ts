// Platform contract between the shell and its remotes, and its React context.
export * from './platform/platform-api';
export * from './platform/PlatformProvider';
export * from './platform/use-session';
export * from './platform/check-platform';

// Remote kit: what every remote's UI is built on (router, root, session mirror, placeholder screen).
export * from './remote/router';
export * from './remote/RemoteRoot';
export * from './remote/session-slice';
export * from './remote/SessionSync';
export * from './remote/PlaceholderPage';
export * from './remote/lifecycle-options';

// Theme.
export * from './theme/theme';
export * from './theme/ThemeProvider';
export * from './theme/GlobalStyle';

// Icons.
export * from './icons/icons';

// Components.
export * from './components/VisuallyHidden/VisuallyHidden';
export * from './components/Button/Button';
export * from './components/Button/ButtonLink';
export * from './components/Button/IconButton';
export type { ButtonSize, ButtonVariant } from './components/Button/button-styles';
export * from './components/Spinner/Spinner';
export * from './components/Card/Card';
export * from './components/PageHeader/PageHeader';
export * from './components/EmptyState/EmptyState';
export * from './components/EmptyState/ErrorState';
export * from './components/Badge/Badge';
export * from './components/Modal/Modal';
export * from './components/ConfirmDialog/ConfirmDialog';
export * from './components/Field/Field';
export * from './components/TextField/TextField';
export * from './components/PasswordField/PasswordField';
export * from './components/Select/Select';
export * from './components/Checkbox/Checkbox';
export * from './components/RadioGroup/RadioGroup';
export * from './reorder/reorder';
export * from './reorder/use-reorder';
export * from './components/ReorderList/ReorderList';
export * from './components/ReorderList/ReorderDialog';
export * from './components/Table/Table';
export * from './components/Table/sort-rows';
export * from './components/CopyButton/CopyButton';
export * from './components/CopyButton/copy-text';
export * from './components/MaskedValue/MaskedValue';
export * from './components/MaskedValue/mask';
export * from './components/ProgressBar/ProgressBar';
