// shared-ui/tables: the sortable table.
export * from './components/Table/Table';
export * from './components/Table/sort-rows';
