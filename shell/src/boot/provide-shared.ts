/**
 * The shell provides every shared singleton, including those only remotes use, so that no remote ever
 * loads another remote's copy: otherwise, with remote A down, remote B could fail fetching A's
 * @reduxjs/toolkit. These loaders are never called at boot; they put the modules in the shell's build
 * (as lazy chunks) so the federation runtime offers the shell's copy first. Costs nothing at first load.
 * Imported for that alone (`import './provide-shared'`): the build declares this module a side effect.
 */
export const SHELL_PROVIDED_LOADERS = [
  () => import('@reduxjs/toolkit'),
  () => import('react-redux'),
  // Every shared-ui entry but the core and router (which the shell imports) and testing (never bundled):
  // keep in step with shared-ui/package.json `exports` (provide-shared.test.ts checks it).
  () => import('shared-ui/data'),
  // Only some screens use these: `lazy-*` chunks, left out of the first-load budget.
  () => import(/* webpackChunkName: "lazy-shared-forms" */ 'shared-ui/forms'),
  () => import(/* webpackChunkName: "lazy-shared-overlays" */ 'shared-ui/overlays'),
  () => import(/* webpackChunkName: "lazy-shared-tables" */ 'shared-ui/tables'),
  () => import(/* webpackChunkName: "lazy-shared-reorder" */ 'shared-ui/reorder'),
  () => import(/* webpackChunkName: "lazy-shared-secrets" */ 'shared-ui/secrets'),
  () => import(/* webpackChunkName: "lazy-shared-upload" */ 'shared-ui/upload'),
  () => import(/* webpackChunkName: "lazy-shared-html" */ 'shared-ui/html'),
  () => import(/* webpackChunkName: "lazy-shared-charts" */ 'shared-ui/charts'),
  () => import(/* webpackChunkName: "lazy-shared-chat" */ 'shared-ui/chat'),
] as const;
