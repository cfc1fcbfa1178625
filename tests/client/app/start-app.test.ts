import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '@client/app/start-app';
import { useSessionStore } from '@client/lib/session-store';

const storedSession = JSON.stringify({
  state: {
    user: { id: 'u', email: 'u@example.org', displayName: 'U', roles: ['USER'] },
    token: 'token',
    isLogin: true,
    isAdmin: false,
  },
  version: 0,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startApp', () => {
  it('applies the version rule before it restores the language and the session', async () => {
    localStorage.setItem('refugio.version', '1.9');
    localStorage.setItem('refugio.language', 'es');
    localStorage.setItem('refugio.session', storedSession);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { sessionCheck } = await startApp();
    expect(useSessionStore.getState().isLogin).toBe(false);
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('refugio.version')).toBe('2.1');
    await expect(sessionCheck).resolves.toBe('guest');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('restores the language and the session stored under version 2.1, and keeps it offline', async () => {
    localStorage.setItem('refugio.version', '2.1');
    localStorage.setItem('refugio.language', 'es');
    localStorage.setItem('refugio.session', storedSession);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { sessionCheck } = await startApp();
    expect(useSessionStore.getState().isLogin).toBe(true);
    expect(useSessionStore.getState().token).toBe('token');
    expect(document.documentElement.lang).toBe('es');
    await expect(sessionCheck).resolves.toBe('kept');
    expect(useSessionStore.getState().isLogin).toBe(true);
  });

  it('clears a login the server no longer knows (401 on the profile check)', async () => {
    localStorage.setItem('refugio.version', '2.1');
    localStorage.setItem('refugio.session', storedSession);
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Sign in again' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const { sessionCheck } = await startApp();
    await expect(sessionCheck).resolves.toBe('signed-out');
    expect(useSessionStore.getState().isLogin).toBe(false);
  });
});
