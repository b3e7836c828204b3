import { Route, Routes } from 'react-router-dom';
import { PlaceholderPage } from '../features/placeholder/PlaceholderPage';
import { ROUTES } from './routes';

/** Absolute paths from the spec's route table; the shell mounts this remote only on them. */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((r) => (
        <Route key={r.path} path={r.path} element={<PlaceholderPage title={r.title} />} />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
