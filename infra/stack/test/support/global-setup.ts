export { createTemplate as default } from './database-template';
