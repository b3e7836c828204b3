// shared-ui/tables: the sortable table.
export * from './components/Table/Table';
export * from './components/Table/sort-rows';
// An account's activity log (My Account and the admin's client page).
export * from './components/AccountActivity/AccountActivityLog';
export * from './components/AccountActivity/account-activity-page';
export { browserName } from './components/AccountActivity/activity-format';
