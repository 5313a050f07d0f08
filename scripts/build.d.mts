export declare const serverDist: string;
export declare function buildServer(outdir?: string): Promise<void>;
export declare function precompress(dir: string): Promise<void>;
export declare function buildWeb(outDir?: string, options?: { force?: boolean }): Promise<void>;
