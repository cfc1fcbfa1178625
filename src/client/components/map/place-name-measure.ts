import type { Rect } from './place-name-layout';

// The DOM measures the place-name layout needs (place-name-layout.ts works on plain numbers).

let context: CanvasRenderingContext2D | null | undefined;

/**
 * The width of a name as map.css draws it (13 px, semi-bold, the page's font), measured on a
 * canvas; an estimate where there is no canvas.
 */
export function measureLabel(container: HTMLElement): (text: string) => number {
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return (text) => text.length * 7.5;
  const family = getComputedStyle(container).fontFamily;
  context.font = `600 13px ${family}`; // eslint-disable-line lingui/no-unlocalized-strings -- a CSS font
  const ctx = context;
  return (text) => Math.ceil(ctx.measureText(text).width);
}

/** maplibre's controls (zoom buttons, attribution) in the frame's pixels: no name covers them. */
export function blockedRects(container: HTMLElement): Rect[] {
  const frame = container.getBoundingClientRect();
  return [...container.querySelectorAll('.maplibregl-ctrl')].map((control) => {
    const r = control.getBoundingClientRect();
    return { x: r.left - frame.left, y: r.top - frame.top, w: r.width, h: r.height };
  });
}
