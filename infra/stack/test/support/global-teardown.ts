export { removeTemplate as default } from './database-template';
