import { useEffect } from 'react';

const APP_NAME = 'Refugio';

/** Sets document.title to the screen's (already translated) title, so it follows the language. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`;
  }, [title]);
}
