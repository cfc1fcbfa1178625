/** Where the API is: `/api` on the app's own origin unless the build says otherwise. */
export const API_BASE: string = (import.meta.env?.VITE_API_BASE as string | undefined) ?? '/api';
