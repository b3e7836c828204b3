export declare function entryFolders(dir?: string): string[];
export declare function coreFolders(dir?: string): string[];
export declare function corePathPatterns(dir?: string): string[];
