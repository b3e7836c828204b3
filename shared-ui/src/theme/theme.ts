/**
 * Design tokens of the portal. Every remote reads them through styled-components' theme
 * (`${({ theme }) => theme.colors.brand}`), never as literals.
 */
const breakpoints = { md: 768, lg: 1024 } as const;

export const theme = {
  colors: {
    brand: '#2563eb',
    brandHover: '#1d4ed8',
    brandSoft: '#dbeafe',
    onBrand: '#ffffff',
    text: '#111827',
    textMuted: '#4b5563',
    background: '#f3f4f6',
    surface: '#ffffff',
    surfaceMuted: '#f9fafb',
    border: '#d1d5db',
    borderStrong: '#9ca3af',
    /** Sign Out, delete buttons, error text. */
    danger: '#dc2626',
    dangerHover: '#b91c1c',
    dangerSoft: '#fee2e2',
    /** The LIVE badge, Completed states. */
    success: '#16a34a',
    successHover: '#15803d',
    successSoft: '#dcfce7',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    info: '#0369a1',
    infoSoft: '#e0f2fe',
    focus: '#2563eb',
    overlay: 'rgba(17, 24, 39, 0.55)',
    sidebar: '#111827',
    onSidebar: '#f9fafb',
    sidebarActive: '#1f2937',
  },
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radii: { sm: '4px', md: '6px', lg: '10px', xl: '16px', pill: '9999px' },
  fonts: {
    body: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem', xxl: '1.5rem', xxxl: '1.875rem' },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.06)',
    md: '0 4px 12px rgba(0, 0, 0, 0.08)',
    lg: '0 20px 40px rgba(0, 0, 0, 0.18)',
    focus: '0 0 0 3px rgba(37, 99, 235, 0.45)',
  },
  /** Pixel widths where the `md` and `lg` layouts start. */
  breakpoints,
  /** Media queries ready for use in styled templates: `${theme.media.md} { ... }`. */
  media: {
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  layout: {
    /** Sidebar width: 80% on mobile, 30% from md, 25% from lg (spec 1, section 2). */
    sidebarWidth: { base: '80%', md: '30%', lg: '25%' },
    topBarHeight: '64px',
    /** Modal widths (max-w-md, max-w-lg, max-w-2xl, max-w-4xl). */
    modalWidth: { sm: '28rem', md: '32rem', lg: '42rem', xl: '56rem' },
  },
  zIndices: { base: 0, sticky: 10, sidebar: 40, overlay: 50, modal: 60, toast: 70 },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
} as const;

export type PortalTheme = typeof theme;

// Types `theme` in every styled component of every package that imports shared-ui (a module
// augmentation in this imported file, not a .d.ts that consumers' tsconfig would not include).
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PortalTheme {}
}
