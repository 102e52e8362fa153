/** Transport icons as inline SVG: they render the same on every platform, unlike emoji glyphs. */
const PATHS = {
  play: 'M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z',
  pause: 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z',
  previous: 'M6 5h2v14H6zM19 5.8v12.4a.8.8 0 0 1-1.24.67L9.5 13.1a1.3 1.3 0 0 1 0-2.2l8.26-5.77A.8.8 0 0 1 19 5.8Z',
  next: 'M16 5h2v14h-2zM5 5.8v12.4a.8.8 0 0 0 1.24.67l8.26-5.77a1.3 1.3 0 0 0 0-2.2L6.24 5.13A.8.8 0 0 0 5 5.8Z',
} as const;

export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
