export declare function renderNginx(config: object, options: { configUrl: string; listen?: string; root?: string }): string;
export declare function renderNetlify(config: object, options: { configUrl: string }): { _headers: string; _redirects: string };
