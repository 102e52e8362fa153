/** Transport icons as inline SVG: they render the same on every platform, unlike emoji glyphs. */
const PATHS = {
  play: 'M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  previous: 'M6 5h2v14H6zM19 5.8v12.4a.8.8 0 0 1-1.24.67L9.5 13.1a1.3 1.3 0 0 1 0-2.2l8.26-5.77A.8.8 0 0 1 19 5.8Z',
  next: 'M16 5h2v14h-2zM5 5.8v12.4a.8.8 0 0 0 1.24.67l8.26-5.77a1.3 1.3 0 0 0 0-2.2L6.24 5.13A.8.8 0 0 0 5 5.8Z',
  shuffle: 'M17 3l4 4-4 4V8h-2.6l-6.3 8H5v-2h2.1l6.3-8H17V3Zm0 10l4 4-4 4v-3h-3.5l-1.8-2.3 1.3-1.6L14 16h3v-3ZM5 6h3.4l1.9 2.4-1.3 1.6L7.4 8H5V6Z',
  repeat: 'M7 7h10v3l4-4-4-4v3H5v6h2V7Zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2v4Z',
  repeatOne: 'M7 7h10v3l4-4-4-4v3H5v6h2V7Zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2v4Zm-4-2h-1.5v-4.2l-1.2.4V10l2.5-.9h.2V15Z',
  autoplay: 'M18.6 6.6c-1.5 0-2.9.6-4 1.7L12 10.7 9.4 8.3a5.6 5.6 0 1 0 0 7.4l2.6-2.4 2.6 2.4a5.6 5.6 0 1 0 4-9.1Zm-9.2 7.7a3.4 3.4 0 1 1 0-4.6l2.5 2.3-2.5 2.3Zm9.2.7c-.9 0-1.7-.3-2.4-1L13.7 12l2.5-2.3a3.4 3.4 0 1 1 2.4 5.3Z',
  queue: 'M4 5h16v2H4V5Zm0 6h10v2H4v-2Zm0 6h10v2H4v-2Zm13-5h2v4h3v2h-5v-6Z',
  volume: 'M4 9v6h4l5 5V4L8 9H4Zm12.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4Z',
  muted: 'M4 9v6h4l5 5V4L8 9H4Zm11.6.2 1.4-1.4 2.2 2.2 2.2-2.2 1.4 1.4-2.2 2.2 2.2 2.2-1.4 1.4-2.2-2.2-2.2 2.2-1.4-1.4 2.2-2.2-2.2-2.2Z',
  stop: 'M6 6h12v12H6z',
  pictureInPicture: 'M3 5h18a1 1 0 0 1 1 1v6h-2V7H4v10h7v2H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm10 9h8a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-8a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1Z',
  expand: 'M4 4h7v2H7.4l4.3 4.3-1.4 1.4L6 7.4V11H4V4Zm16 16h-7v-2h3.6l-4.3-4.3 1.4-1.4 4.3 4.3V13h2v7Z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z',
} as const;

export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
