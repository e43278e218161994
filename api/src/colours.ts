// The public site's colours (remote-public/src/public.css), for what the server draws in them: the ID cards and
// the link-preview cards.
export const SITE_COLOURS = {
  green: '#2c8e3f',
  /** The green of the site's top bar: white text on it meets WCAG AA. */
  greenText: '#1f7a34',
  greenDeep: '#17612a',
  lime: '#ecfccb',
  active: '#d8f999',
  gold: '#e2b42b',
  ink: '#111827',
  muted: '#4b5563',
  white: '#ffffff',
} as const;
