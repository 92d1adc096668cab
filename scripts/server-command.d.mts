export declare const SERVER_NODE_FLAGS: readonly string[];
export declare const COMPILED_ENTRY: string;
export declare function compiled(): boolean;
export declare function serverArgs(extra?: readonly string[], options?: { compiledJs?: boolean }): string[];
