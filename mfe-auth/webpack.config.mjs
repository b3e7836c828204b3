import { createConfig } from '../infra/build/webpack-factory.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_auth',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
});
