// shared-ui/html: stored HTML in the portal (issue 10). DOMPurify comes with this entry only, so only the
// screens that show stored HTML load it.
export * from './sanitize';
export * from './SafeHtml';
export * from './SandboxedDocument';
