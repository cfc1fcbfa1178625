/**
 * An online MapLibre style to use instead of the offline basemap (docs/map.md). The client has no
 * runtime configuration, so it is read at build time; the server's MAP_STYLE_URL must name the
 * same origin so the content security policy lets the style, tiles and glyphs in. Unset (the
 * default), the map fetches nothing from the web.
 */
export const MAP_STYLE_URL: string | null =
  (import.meta.env.VITE_MAP_STYLE_URL as string | undefined)?.trim() || null;
