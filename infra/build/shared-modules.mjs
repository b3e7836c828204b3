// The module federation's share-scope modules in webpack's module graph, read through webpack's public Module API
// (`type`, `libIdent()`): a consumed module (`consume-shared-module`, what a chunk loads from the share scope) and
// a provided one (`provide-module`, what a build offers to it).
const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';
// libIdent of a provided module: `[(layer)/]webpack/sharing/provide/<scope>/<share key>`.
const PROVIDED_IDENT = /^(?:\([^)]*\)\/)?webpack\/sharing\/provide\/[^/]+\/(.+)$/;

export const isConsumeShared = (module) => module?.type === CONSUME;
export const isProvideShared = (module) => module?.type === PROVIDE;
export const isShareScopeModule = (module) => isConsumeShared(module) || isProvideShared(module);

/** The share key a consumed or provided module stands for (`shared-ui/upload`); undefined for any other module. */
export function shareKeyOf(module) {
  if (isConsumeShared(module)) return module.options?.shareKey;
  if (isProvideShared(module)) return PROVIDED_IDENT.exec(module.libIdent({ context: '' }) ?? '')?.[1];
  return undefined;
}
