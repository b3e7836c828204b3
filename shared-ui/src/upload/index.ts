// shared-ui/upload: every file the portal uploads goes through here (issue 10). tus-js-client is loaded on
// the first upload only.
export * from './bucket-limits';
export * from './object-name';
export * from './validate-file';
export * from './upload-error';
export * from './upload-file';
export * from './use-upload';
export * from './FileInput';
export * from './FileUploadField';
