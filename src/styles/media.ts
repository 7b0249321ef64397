/** Breakpoints: mobile below 768px, tablet 768-1023px, desktop from 1024px; wide from 1280px. */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1280 } as const;

export const media = {
  /** 768px and wider. */
  tablet: `@media (min-width: ${breakpoints.tablet}px)`,
  /** 1024px and wider. */
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  /** 1280px and wider: room for the header's whole navigation beside its actions. */
  wide: `@media (min-width: ${breakpoints.wide}px)`,
  /** 768px to 1279px. */
  belowWide: `@media (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.wide - 0.02}px)`,
  /** Narrower than 768px. */
  mobile: `@media (max-width: ${breakpoints.tablet - 0.02}px)`,
  /** 768px to 1023px. */
  tabletOnly: `@media (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 0.02}px)`,
  /** Narrower than 1024px. */
  belowDesktop: `@media (max-width: ${breakpoints.desktop - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** On paper (and print preview and PDF). Width queries apply there too, at the page's width. */
  print: '@media print',
} as const;
