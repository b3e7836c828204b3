// shared-ui/reorder: ordered lists (pure rules, hook, list and dialog).
export * from './reorder';
export * from './use-reorder';
export * from '../components/ReorderList/ReorderList';
export * from '../components/ReorderList/ReorderDialog';
