// Platform contract between the shell and its remotes, and its React context.
export * from './platform/platform-api';
export * from './platform/PlatformProvider';
export * from './platform/use-session';
export * from './platform/second-factor';
export * from './platform/check-platform';
export * from './platform/shared-ui-version';
// The database's types, generated from the migrations (`npm run gen:types`): types only, nothing at runtime.
export type { Database, Json, Tables, TablesInsert, TablesUpdate, Enums, CompositeTypes } from './platform/database.types';

// Screens: what a remote declares (data, published with its releases), the table the shell composes from
// the live remotes' declarations (`platform.screens`), and a remote's typed links.
export * from './screens/screen-declarations';
export * from './screens/screen-table';
export * from './screens/screen-links';
export * from './platform/portal-version';

// Remote kit: what every remote's UI is built on (root, placeholder and not-found screens).
export * from './remote/RemoteRoot';
export * from './remote/PlaceholderPage';
export * from './remote/lifecycle-options';
export * from './remote/NotFoundPage';
export * from './remote/link-click';

// Errors of the data layer (shared-ui/data re-exports them; forms use them without RTK Query).
export * from './errors/api-error';
export * from './errors/error-messages';

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
export * from './focus/focused-record-style';
export * from './focus/use-focused-record';
export * from './components/PageHeader/PageHeader';
export * from './components/EmptyState/EmptyState';
export * from './components/EmptyState/ErrorState';
export * from './components/Badge/Badge';
export * from './components/Field/Field';
export * from './components/TextField/TextField';
export * from './components/PasswordField/PasswordField';
export * from './components/Select/Select';
export * from './components/Checkbox/Checkbox';
export * from './components/RadioGroup/RadioGroup';
export * from './components/ProgressBar/ProgressBar';
export * from './components/PaymentAmount/PaymentAmount';
export * from './format/money';
export * from './format/dates';
export * from './format/base64url';
export * from './files/save-file';
export * from './components/QueryState/QueryState';
export * from './components/Layout/Layout';
export * from './components/ConfiguredVideo/ConfiguredVideo';
// Build-out tasks: their status and due labels, the same on every screen (DECISIONS 18).
export * from './tasks/task-labels';
export * from './tasks/TaskBadges';

// Other entries (package.json `exports`, each shared like `react/`): shared-ui/router, /data, /forms, /overlays,
// /tables, /reorder, /secrets, /upload, /html, /testing (tests only). Import them by name; never `shared-ui/src/...`.
