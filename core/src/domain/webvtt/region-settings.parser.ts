// W3C WebVTT §6.2 "collect WebVTT region settings": the body of a REGION block, settings
// separated by whitespace (spaces or line breaks). Invalid settings are skipped, as in the W3C
// algorithm; a region is never an error, only a layout hint.
import { defaultRegion, type WebVttRegion } from './webvtt-cue.ts';
import { parsePercentage } from './webvtt-percentage.parser.ts';

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

function isAllDigits(value: string): boolean {
  if (value.length === 0) return false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** Parses "x%,y%" (W3C regionanchor / viewportanchor); undefined when either part is invalid. */
function parseAnchor(value: string): readonly [number, number] | undefined {
  const comma = value.indexOf(',');
  if (comma === -1) return undefined;
  const x = parsePercentage(value, 0, comma);
  const y = parsePercentage(value, comma + 1, value.length);
  return x < 0 || y < 0 ? undefined : [x, y];
}

function applyRegionSetting(region: WebVttRegion, name: string, value: string): void {
  switch (name) {
    case 'id':
      // The id is later matched against "region:" cue settings, which end at "-->"-free text.
      if (!value.includes('-->')) region.id = value;
      break;
    case 'width': {
      const width = parsePercentage(value);
      if (width >= 0) region.width = width;
      break;
    }
    case 'lines':
      if (isAllDigits(value)) {
        // WPT regions-lines: any digit string counts, even beyond 2^53 (the value only bounds
        // how many lines show); one beyond the largest double is ignored rather than Infinity.
        const lines = Number(value);
        if (Number.isFinite(lines)) region.lines = lines;
      }
      break;
    case 'regionanchor': {
      const anchor = parseAnchor(value);
      if (anchor) [region.regionAnchorX, region.regionAnchorY] = anchor;
      break;
    }
    case 'viewportanchor': {
      const anchor = parseAnchor(value);
      if (anchor) [region.viewportAnchorX, region.viewportAnchorY] = anchor;
      break;
    }
    case 'scroll':
      if (value === 'up') region.scroll = 'up';
      break;
    default:
      break;
  }
}

/**
 * Builds a region from the settings text of a REGION block.
 *
 * @example
 * parseRegionSettings('id:fred width:40% lines:3\nregionanchor:0%,100% scroll:up');
 */
export function parseRegionSettings(text: string): WebVttRegion {
  const region = defaultRegion();
  const length = text.length;
  let i = 0;
  while (i < length) {
    while (i < length && isSpace(text.charCodeAt(i))) i++;
    const start = i;
    let colon = -1;
    for (; i < length; i++) {
      const code = text.charCodeAt(i);
      if (isSpace(code)) break;
      if (code === 58 && colon === -1) colon = i;
    }
    if (colon === -1 || colon === start || colon === i - 1) continue;
    applyRegionSetting(region, text.slice(start, colon), text.slice(colon + 1, i));
  }
  return region;
}
