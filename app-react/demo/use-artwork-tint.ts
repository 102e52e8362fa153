import { useEffect, useState } from 'react';

/** The colour a now-playing view is tinted with: the artwork's average, as `r g b` (0..255). */
export interface Tint {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** The side of the square the artwork is scaled down to before averaging: enough for a mean colour. */
const SAMPLE = 32;

/**
 * The average colour of an artwork image (issue 19: colours taken from the artwork), measured on
 * a small canvas. The image is loaded with CORS (`crossOrigin = 'anonymous'`): the provider's
 * artwork host answers with Access-Control-Allow-Origin, so the canvas is not tainted and can be
 * read. Undefined while loading, without artwork, or when the image cannot be read (no CORS, a
 * failed load): the view then keeps its theme colours.
 */
export function useArtworkTint(url: string | undefined): Tint | undefined {
  const [tint, setTint] = useState<{ url: string; tint: Tint | undefined }>();
  useEffect(() => {
    if (!url) return;
    let live = true;
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => live && setTint({ url, tint: averageOf(image) });
    image.onerror = () => live && setTint({ url, tint: undefined });
    image.src = url;
    return () => {
      live = false;
      image.onload = null;
      image.onerror = null;
    };
  }, [url]);
  return tint && tint.url === url ? tint.tint : undefined;
}

function averageOf(image: HTMLImageElement): Tint | undefined {
  const canvas = document.createElement('canvas');
  canvas.width = SAMPLE;
  canvas.height = SAMPLE;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.imageSmoothingQuality = 'high'; // a downscale that blends pixels, not one that picks some
  context.drawImage(image, 0, 0, SAMPLE, SAMPLE);
  let pixels: Uint8ClampedArray;
  try {
    pixels = context.getImageData(0, 0, SAMPLE, SAMPLE).data;
  } catch {
    // A tainted canvas (an artwork host without CORS) cannot be read: the fallback is no tint.
    return undefined;
  }
  let r = 0;
  let g = 0;
  let b = 0;
  const count = pixels.length / 4;
  for (let at = 0; at < pixels.length; at += 4) {
    r += pixels[at]!;
    g += pixels[at + 1]!;
    b += pixels[at + 2]!;
  }
  return { r: Math.round(r / count), g: Math.round(g / count), b: Math.round(b / count) };
}
