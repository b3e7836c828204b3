import { createConfig } from '../infra/build/webpack-factory.mjs';

export default createConfig({ dir: import.meta.dirname, name: 'shell', title: 'Business Portal' });
