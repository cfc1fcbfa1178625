// Storage can throw (private mode, quota, disabled by policy); the app must keep working without it,
// so every access goes through here and a failure is logged, never thrown.

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch (error) {
    console.warn('localStorage is not available', error);
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Could not read ${key} from localStorage`, error);
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write ${key} to localStorage`, error);
  }
}

export function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove ${key} from localStorage`, error);
  }
}

export function keysWithPrefix(prefix: string): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}
