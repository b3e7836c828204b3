export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const CHROMIUM_LAUNCH: { executablePath: string; args: string[] };
export declare const HEADLESS_SHELL_PATH: string;
export declare const JOURNEY_LAUNCH: { executablePath: string; args: string[] };
