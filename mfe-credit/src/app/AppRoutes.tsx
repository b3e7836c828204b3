import { PlaceholderPage, Routes } from 'shared-ui';
import { ROUTES } from './routes';

const PAGES = ROUTES.map((r) => ({ path: r.path, element: <PlaceholderPage title={r.title} /> }));

/** Absolute paths from the spec's route table; the shell mounts this remote only on them. */
export function AppRoutes() {
  return <Routes routes={PAGES} />;
}
