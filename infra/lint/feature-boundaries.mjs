// ESLint rule `portal/feature-boundaries`: inside an app's `src` (a remote or the shell), a feature never
// imports another feature, shared code (src/lib, src/components, src/hooks, ...) never imports a feature, and
// neither imports the composition root `src/app` (routes, store, screen modules), which alone wires features
// together (bulletproof-react's zones). shared-ui never
// imports an app. Hand-written because it is a path-prefix check on relative imports (no resolver needed);
// eslint-plugin-boundaries would need an import resolver set up for TypeScript and cost lint time.
import { dirname, resolve, sep } from 'node:path';

const APP_SRC = /^(.*[\\/](?:mfe-[^\\/]+|shell)[\\/]src)[\\/](.*)$/;

/** Where a file sits: its app's src folder and, inside it, the feature (or the top-level folder). */
function place(file) {
  const match = APP_SRC.exec(file);
  if (!match) return null;
  const [, src, rest] = match;
  const parts = rest.split(/[\\/]/);
  // Files at the root of src (lifecycles) and the composition root: a remote's src/app; the shell's src/boot and
  // src/layout (its frame, which places the shell's features in the top bar).
  const rootDirs = /[\\/]shell[\\/]src$/.test(src) ? ['boot', 'layout'] : ['app'];
  const root = parts.length === 1 || rootDirs.includes(parts[0]);
  return { src, top: parts[0], rootDirs, root, feature: parts[0] === 'features' ? parts[1] : undefined };
}

const inside = (path, folder) => path === folder || path.startsWith(folder + sep);

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Features never import other features or src/app; shared code never imports features or src/app; shared-ui never imports an app.',
    },
    schema: [],
    messages: {
      featureToFeature:
        "Feature '{{from}}' imports feature '{{to}}': features never import each other. Move what both need to src/lib or src/components, or to shared-ui.",
      sharedToFeature:
        "Shared code (src/{{top}}) imports feature '{{to}}': only src/app wires features. Move the piece out of the feature.",
      toCompositionRoot:
        'src/{{top}} imports the composition root (src/{{root}}): features and shared code never do. Move what they need to src/lib.',
      sharedUiToApp: 'shared-ui never imports an app (the shell or a remote).',
    },
  },
  create(context) {
    const file = context.filename;
    const from = place(file);
    const inSharedUi = /[\\/]shared-ui[\\/]src[\\/]/.test(file);
    if (!from && !inSharedUi) return {};

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      if (inSharedUi) {
        if (place(target + sep + 'x')) context.report({ node, messageId: 'sharedUiToApp' });
        return;
      }
      const rootDir = from.root ? undefined : from.rootDirs.find((dir) => inside(target, resolve(from.src, dir)));
      if (rootDir) {
        context.report({
          node,
          messageId: 'toCompositionRoot',
          data: { top: from.feature ? `features/${from.feature}` : from.top, root: rootDir },
        });
        return;
      }
      const featuresDir = resolve(from.src, 'features');
      if (!inside(target, featuresDir) || target === featuresDir) return;
      const to = target.slice(featuresDir.length + 1).split(sep)[0];
      if (from.feature !== undefined) {
        if (to !== from.feature) context.report({ node, messageId: 'featureToFeature', data: { from: from.feature, to } });
      } else if (!from.root) {
        context.report({ node, messageId: 'sharedToFeature', data: { top: from.top, to } });
      }
    };
    const fromSource = (node) => check(node.source, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: (node) => node.source && fromSource(node),
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      'CallExpression[callee.object.name="jest"][callee.property.name=/^(mock|requireActual)$/]': (node) =>
        node.arguments[0]?.type === 'Literal' && check(node.arguments[0], node.arguments[0].value),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
