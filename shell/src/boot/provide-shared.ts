/**
 * The shell provides every shared singleton, including those only remotes use, so that no remote ever
 * loads another remote's copy: otherwise, with remote A down, remote B could fail fetching A's
 * @reduxjs/toolkit. These loaders are never called at boot; they put the modules in the shell's build
 * (as lazy chunks) so the federation runtime offers the shell's copy first. Costs nothing at first load.
 */
export const SHELL_PROVIDED_LOADERS = [() => import('@reduxjs/toolkit'), () => import('react-redux')] as const;
