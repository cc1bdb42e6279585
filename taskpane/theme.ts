/**
 * Light or dark, as Excel is: Office.context.officeTheme where the host gives it (Excel's own
 * theme can differ from the system's), otherwise the system's prefers-color-scheme, which the
 * stylesheet follows by itself.
 */
const luminance = (hex: string): number => {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return 1;
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

type OfficeTheme = { bodyBackgroundColor?: string; isDarkTheme?: boolean };

export function applyOfficeTheme(): 'light' | 'dark' | null {
  let theme: OfficeTheme | undefined;
  try {
    theme = (Office.context as { officeTheme?: OfficeTheme } | undefined)?.officeTheme;
  } catch {
    theme = undefined;
  }
  if (!theme || (theme.isDarkTheme === undefined && !theme.bodyBackgroundColor)) return null;
  const dark = theme.isDarkTheme ?? luminance(theme.bodyBackgroundColor ?? '#ffffff') < 0.5;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  return dark ? 'dark' : 'light';
}
