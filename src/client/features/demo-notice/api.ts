import { healthResponse } from '@shared/api/health';
import { apiRequest } from '@client/lib/api-client';
import { NetworkError } from '@client/lib/api-errors';
import { useDemoFlag } from './store';

/**
 * Asks the server once per start; offline, the remembered answer stands. Loaded lazily so the
 * API client and zod stay out of the first download.
 */
export async function refreshDemoFlag(): Promise<void> {
  try {
    const health = await apiRequest('/health', healthResponse);
    useDemoFlag.getState().setDemo(health.demoData);
  } catch (error) {
    // Offline is the normal case for this app: only an unexpected answer is worth a warning.
    if (!(error instanceof NetworkError))
      console.warn('Could not refresh the demo-data flag', error);
  }
}
