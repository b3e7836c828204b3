// shared-ui/overlays: dialogs.
export * from './components/Modal/Modal';
export * from './components/ConfirmDialog/ConfirmDialog';
