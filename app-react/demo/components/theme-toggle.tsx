import { useEffect, useState } from 'react';

type Theme = 'system' | 'light' | 'dark';
const ORDER: readonly Theme[] = ['system', 'light', 'dark'];
const KEY = 'mediakit-demo-theme';

function stored(): Theme {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** Light, dark or the system's scheme; remembered, applied as a data attribute on <html>. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(stored);
  useEffect(() => {
    if (theme === 'system') document.documentElement.removeAttribute('data-theme');
    else document.documentElement.setAttribute('data-theme', theme);
    localStorage.setItem(KEY, theme);
  }, [theme]);
  const next = ORDER[(ORDER.indexOf(theme) + 1) % ORDER.length] as Theme;
  return (
    <button type="button" className="chip" onClick={() => setTheme(next)} aria-label={`Theme: ${theme}. Switch to ${next}`}>
      Theme: {theme}
    </button>
  );
}
