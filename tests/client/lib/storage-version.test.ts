import { describe, expect, it } from 'vitest';
import { applyStorageVersion } from '@client/lib/storage-version';

describe('the local storage version rule', () => {
  it('clears Refugio keys and stores 2.1 when no version is stored', () => {
    localStorage.setItem('refugio.language', 'es');
    localStorage.setItem('refugio.session', '{}');
    expect(applyStorageVersion()).toBe(true);
    expect(localStorage.getItem('refugio.language')).toBeNull();
    expect(localStorage.getItem('refugio.session')).toBeNull();
    expect(localStorage.getItem('refugio.version')).toBe('2.1');
  });

  it('clears Refugio keys when another version is stored', () => {
    localStorage.setItem('refugio.version', '2.0');
    localStorage.setItem('refugio.language', 'es');
    expect(applyStorageVersion()).toBe(true);
    expect(localStorage.getItem('refugio.language')).toBeNull();
    expect(localStorage.getItem('refugio.version')).toBe('2.1');
  });

  it('keeps everything when version 2.1 is stored', () => {
    localStorage.setItem('refugio.version', '2.1');
    localStorage.setItem('refugio.language', 'es');
    expect(applyStorageVersion()).toBe(false);
    expect(localStorage.getItem('refugio.language')).toBe('es');
  });

  it('leaves keys that are not Refugio keys alone', () => {
    localStorage.setItem('another-app', 'keep me');
    applyStorageVersion();
    expect(localStorage.getItem('another-app')).toBe('keep me');
  });
});
