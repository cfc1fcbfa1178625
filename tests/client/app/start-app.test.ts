import { describe, expect, it } from 'vitest';
import { startApp } from '../../../src/client/app/start-app';
import { useSessionStore } from '../../../src/client/lib/session-store';

const storedSession = JSON.stringify({
  state: {
    user: { id: 'u', email: 'u@example.org', displayName: 'U', roles: ['USER'] },
    token: 'token',
    isLogin: true,
    isAdmin: false,
  },
  version: 0,
});

describe('startApp', () => {
  it('applies the version rule before it restores the language and the session', async () => {
    localStorage.setItem('refugio.version', '1.9');
    localStorage.setItem('refugio.language', 'es');
    localStorage.setItem('refugio.session', storedSession);
    await startApp();
    expect(useSessionStore.getState().isLogin).toBe(false);
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('refugio.version')).toBe('2.1');
  });

  it('restores the language and the session stored under version 2.1', async () => {
    localStorage.setItem('refugio.version', '2.1');
    localStorage.setItem('refugio.language', 'es');
    localStorage.setItem('refugio.session', storedSession);
    await startApp();
    expect(useSessionStore.getState().isLogin).toBe(true);
    expect(useSessionStore.getState().token).toBe('token');
    expect(document.documentElement.lang).toBe('es');
  });
});
