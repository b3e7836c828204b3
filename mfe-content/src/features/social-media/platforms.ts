/** The platform lookup of the specs: an icon and a colour per known platform, matched by name. */
export interface PlatformStyle {
  key: 'instagram' | 'facebook' | 'twitter' | 'linkedin' | 'youtube' | 'generic';
  label: string;
  /** Header colour of the card (white text passes contrast on each). */
  color: string;
}

const KNOWN: readonly PlatformStyle[] = [
  { key: 'instagram', label: 'Instagram', color: '#c13584' },
  { key: 'facebook', label: 'Facebook', color: '#1668dc' },
  { key: 'twitter', label: 'Twitter', color: '#0f6ea8' },
  { key: 'linkedin', label: 'Linkedin', color: '#0a66c2' },
  { key: 'youtube', label: 'Youtube', color: '#c4302b' },
];

/** Unknown platforms get the generic icon and gray. */
export const GENERIC_PLATFORM: PlatformStyle = { key: 'generic', label: 'Other', color: '#4b5563' };

export function platformStyle(platform: string): PlatformStyle {
  const name = platform.trim().toLowerCase();
  return KNOWN.find((p) => p.key === name || (p.key === 'twitter' && name === 'x')) ?? GENERIC_PLATFORM;
}
