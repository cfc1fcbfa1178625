import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

/** maplibre's own UI strings (its controls' names and the map's), in the person's language. */
export function useMapLocale(label: string): Record<string, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      'Map.Title': label,
      'Popup.Close': t`Close`,
      'NavigationControl.ZoomIn': t`Zoom in`,
      'NavigationControl.ZoomOut': t`Zoom out`,
      'NavigationControl.ResetBearing': t`Point the map north`,
      'AttributionControl.ToggleAttribution': t`Show the map's sources`,
    }),
    [label, t],
  );
}
