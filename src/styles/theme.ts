/**
 * Design tokens, one typed theme for light and dark. Colours are CSS custom properties so the
 * theme switches without re-rendering and is right before the first paint; components read
 * them through `theme.color.*` and never write a raw colour.
 */
const light = {
  bg: '#ffffff',
  bgSubtle: '#f8fafc',
  surface: '#ffffff',
  surfaceMuted: '#f1f5f9',
  text: '#0f172a',
  textMuted: '#475569',
  border: '#e2e8f0',
  borderStrong: '#cbd5e1',
  primary: '#2563eb',
  primaryHover: '#1d4ed8',
  onPrimary: '#ffffff',
  primarySoft: '#eff6ff',
  primarySoftText: '#1e40af',
  accent: '#0f766e',
  accentSoft: '#f0fdfa',
  destructive: '#b91c1c',
  onDestructive: '#ffffff',
  success: '#15803d',
  warningSoft: '#fffbeb',
  warningText: '#92400e',
  focus: '#2563eb',
  headerScrolled: 'rgba(255, 255, 255, 0.97)',
  overlay: 'rgba(15, 23, 42, 0.55)',
  inverseBg: '#0f172a',
  inverseText: '#f8fafc',
  inverseMuted: '#cbd5e1',
};

type Palette = typeof light;

const dark: Palette = {
  bg: '#0b1220',
  bgSubtle: '#0f172a',
  surface: '#111a2e',
  surfaceMuted: '#1e293b',
  text: '#e2e8f0',
  textMuted: '#a3b3c9',
  border: '#1e293b',
  borderStrong: '#334155',
  primary: '#60a5fa',
  primaryHover: '#93c5fd',
  onPrimary: '#0b1220',
  primarySoft: '#172554',
  primarySoftText: '#bfdbfe',
  accent: '#5eead4',
  accentSoft: '#042f2e',
  destructive: '#f87171',
  onDestructive: '#0b1220',
  success: '#4ade80',
  warningSoft: '#422006',
  warningText: '#fde68a',
  focus: '#93c5fd',
  headerScrolled: 'rgba(11, 18, 32, 0.97)',
  overlay: 'rgba(0, 0, 0, 0.7)',
  inverseBg: '#020617',
  inverseText: '#f8fafc',
  inverseMuted: '#cbd5e1',
};

/**
 * On paper, whatever the visitor's theme: black text on white, and no surface, band or tint that
 * would cost ink (those colours are transparent). Borders stay, in grey, where they separate rows.
 */
const print: Palette = {
  bg: '#ffffff',
  bgSubtle: 'transparent',
  surface: 'transparent',
  surfaceMuted: 'transparent',
  text: '#000000',
  textMuted: '#000000',
  border: '#bbbbbb',
  borderStrong: '#888888',
  primary: '#000000',
  primaryHover: '#000000',
  onPrimary: '#ffffff',
  primarySoft: 'transparent',
  primarySoftText: '#000000',
  accent: '#000000',
  accentSoft: 'transparent',
  destructive: '#000000',
  onDestructive: '#ffffff',
  success: '#000000',
  warningSoft: 'transparent',
  warningText: '#000000',
  focus: '#000000',
  headerScrolled: 'transparent',
  overlay: 'transparent',
  inverseBg: 'transparent',
  inverseText: '#000000',
  inverseMuted: '#000000',
};

export const palettes = { light, dark } as const;
export type ThemeName = keyof typeof palettes;

/** The palette every page prints in, light or dark theme alike. */
export const printPalette = print;

const cssName = (key: string) => `--color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** `:root` declarations of one palette, for the global style. */
export function paletteVariables(palette: Palette): string {
  return Object.entries(palette)
    .map(([key, value]) => `${cssName(key)}: ${value};`)
    .join('\n');
}

const color = Object.fromEntries(Object.keys(light).map((key) => [key, `var(${cssName(key)})`])) as {
  [K in keyof Palette]: string;
};

export const theme = {
  color,
  /** Colours that stay the same in both themes (the white button on brand-coloured bands). */
  fixed: { white: '#ffffff', onWhite: '#1e3a8a', whiteHover: '#eff6ff' },
  /** The brand colour of the browser UI (meta theme-color). */
  brandColor: '#3b82f6',
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  /** Spacing scale in rem: space(4) is 1rem. */
  space: (n: number) => `${n * 0.25}rem`,
  radius: { sm: '0.375rem', md: '0.5rem', lg: '0.75rem', xl: '1rem', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.08)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.14)',
  },
  layout: {
    maxWidth: '76rem',
    proseWidth: '46rem',
    headerHeight: '4rem',
    mobileBarHeight: '4rem',
    /** Smallest touch target (44px). */
    touchTarget: '2.75rem',
  },
  motion: { fast: '150ms', normal: '250ms' },
  z: { header: 40, mobileBar: 40, menu: 50, toast: 60 },
} as const;

export type Theme = typeof theme;
