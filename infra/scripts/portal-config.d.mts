export declare const REMOTE_PACKAGES: Record<string, string>;
export declare function remoteManifestUrls(remotesBaseUrl: string): Record<string, string>;
export declare function placeholderLinks(portalUrl: string): Record<string, unknown>;
export declare function portalConfig(options: { portalUrl: string; apiUrl: string; anonKey: string; remotesBaseUrl?: string }): {
  apiUrl: string;
  anonKey: string;
  remotes: Record<string, string>;
  links: Record<string, unknown>;
};
export declare function placeholderPage(path: string): string | null;
