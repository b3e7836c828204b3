// shared-ui/secrets: masked values with reveal, and copying.
export * from './components/MaskedValue/MaskedValue';
export * from './components/MaskedValue/mask';
export * from './components/CopyButton/CopyButton';
export * from './components/CopyButton/copy-text';
export * from './components/SealedValue/SealedValue';
