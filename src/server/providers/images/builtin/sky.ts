/** The sky at each time of day, and the light it throws on everything under it. */
import type { TimeOfDay } from '../../../../shared/schemas/illustrations.ts';
import { between, circle, cloud, group, path, rect, tag } from './draw.ts';

interface SkyPalette {
  top: string;
  bottom: string;
  /** Laid over the land and, more lightly, over the characters. */
  light: { colour: string; opacity: number } | null;
  cloud: string;
}

export const skyPalettes: Record<TimeOfDay, SkyPalette> = {
  morning: { top: '#a9d8f2', bottom: '#fde6c4', light: { colour: '#fff1c9', opacity: 0.12 }, cloud: '#ffffff' },
  day: { top: '#7cc3ec', bottom: '#d6effb', light: null, cloud: '#ffffff' },
  sunset: { top: '#7d6bb5', bottom: '#f9b47c', light: { colour: '#ff9a5c', opacity: 0.16 }, cloud: '#f7c7b4' },
  night: { top: '#141b45', bottom: '#35457f', light: { colour: '#101744', opacity: 0.42 }, cloud: '#5b6aa0' },
};

export function skyGradient(time: TimeOfDay): string {
  const palette = skyPalettes[time];
  const stops =
    time === 'sunset'
      ? [tag('stop', { offset: 0, 'stop-color': palette.top }), tag('stop', { offset: 0.55, 'stop-color': '#f08a7e' }), tag('stop', { offset: 1, 'stop-color': palette.bottom })]
      : [tag('stop', { offset: 0, 'stop-color': palette.top }), tag('stop', { offset: 1, 'stop-color': palette.bottom })];
  return tag('linearGradient', { id: 'sky', x1: 0, y1: 0, x2: 0, y2: 1 }, stops.join(''));
}

function stars(rng: () => number, width: number, height: number, count: number): string {
  const dots: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = between(rng, 10, width - 10);
    const y = between(rng, 8, height);
    const r = between(rng, 0.8, 2.2);
    dots.push(
      index % 6 === 0
        ? path(`M${x} ${y - r * 3}L${x + r} ${y - r}L${x + r * 3} ${y}L${x + r} ${y + r}L${x} ${y + r * 3}L${x - r} ${y + r}L${x - r * 3} ${y}L${x - r} ${y - r}Z`, '#fff6d6')
        : circle(x, y, r, '#fff6d6', { 'fill-opacity': between(rng, 0.5, 1) }),
    );
  }
  return dots.join('');
}

/** Sky, sun or moon, clouds or stars, filling the rectangle down to `horizon`. */
export function drawSky(time: TimeOfDay, horizon: number, rng: () => number, width = 800): string {
  const palette = skyPalettes[time];
  const parts = [rect(-20, -20, width + 40, horizon + 40, 'url(#sky)')];
  const sunX = between(rng, 90, width - 90);
  if (time === 'night') {
    parts.push(stars(rng, width, horizon - 20, 46));
    parts.push(circle(sunX, 90, 56, '#fff6d6', { 'fill-opacity': 0.12 }));
    parts.push(path(`M${sunX + 10} 52a38 38 0 1 0 26 66a30 30 0 1 1 -26 -66Z`, '#fdf1c2'));
  } else if (time === 'sunset') {
    parts.push(circle(sunX, horizon - 24, 80, '#ffd08a', { 'fill-opacity': 0.35 }), circle(sunX, horizon - 24, 52, '#ffb25e'));
  } else {
    const sunY = time === 'morning' ? horizon - 90 : 84;
    parts.push(circle(sunX, sunY, 70, '#fff3b0', { 'fill-opacity': 0.35 }), circle(sunX, sunY, 42, '#ffe27a'));
  }
  const clouds = time === 'night' ? 2 : 3;
  for (let index = 0; index < clouds; index += 1) {
    parts.push(cloud(between(rng, 60, width - 60), between(rng, 50, Math.max(60, horizon - 150)), between(rng, 0.7, 1.3), palette.cloud, time === 'night' ? 0.45 : 0.9));
  }
  return group(parts.join(''));
}

/**
 * Filters that lay the time of day's light over what they are applied to, and only over its painted
 * pixels: `light` for the land, `light-soft` for the characters, who must stay easy to see.
 */
export function lightFilters(time: TimeOfDay): string {
  const light = skyPalettes[time].light;
  if (!light) return '';
  const filter = (id: string, opacity: number) =>
    tag(
      'filter',
      { id, x: 0, y: 0, width: 1, height: 1, 'color-interpolation-filters': 'sRGB' },
      [
        tag('feFlood', { 'flood-color': light.colour, 'flood-opacity': opacity, result: 'tint' }),
        tag('feComposite', { in: 'tint', in2: 'SourceGraphic', operator: 'in', result: 'lit' }),
        tag('feMerge', {}, tag('feMergeNode', { in: 'SourceGraphic' }) + tag('feMergeNode', { in: 'lit' })),
      ].join(''),
    );
  return filter('light', light.opacity) + filter('light-soft', light.opacity * 0.45);
}

export const hasLight = (time: TimeOfDay) => skyPalettes[time].light !== null;
