/** Debian's Chromium path (CHROMIUM_PATH overrides). */
export const CHROMIUM: string;
/** The launch flags of every test and benchmark (headless, no network of its own). */
export const CHROMIUM_ARGS: string[];
/** The Chromium path, installing the Debian package when missing and root; null if unavailable. */
export function ensureChromium(log?: (message: string) => void): string | null;
