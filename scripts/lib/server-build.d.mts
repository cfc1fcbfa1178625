/** Where `npm run build` puts the compiled server, and its entry file. */
export const SERVER_OUT_DIR: string;
export const SERVER_ENTRY: string;
/** True when the compiled server is missing or older than any of its sources. */
export function serverBuildIsStale(): boolean;
/** Compiles the server (esbuild) into outDir, two folders below the project root. */
export function buildServer(outDir?: string): Promise<void>;
/** Builds the server when it is missing or stale; returns whether it built. */
export function ensureServerBuild(log?: (message: string) => void): Promise<boolean>;
