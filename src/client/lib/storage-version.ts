import { keysWithPrefix, readItem, removeItem, writeItem } from './local-storage';
import { STORAGE_KEYS, STORAGE_PREFIX, STORAGE_VERSION } from './storage-keys';

/**
 * docs/spec/product-spec.md §4: when the stored app version is missing or is not 2.1, Refugio's local storage is
 * cleared. Runs before anything reads the language or the session. Returns true when it cleared.
 */
export function applyStorageVersion(): boolean {
  if (readItem(STORAGE_KEYS.version) === STORAGE_VERSION) return false;
  for (const key of keysWithPrefix(STORAGE_PREFIX)) removeItem(key);
  writeItem(STORAGE_KEYS.version, STORAGE_VERSION);
  return true;
}
