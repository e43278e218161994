// The descriptor of the screen on show (screens.tsx), given by the router (DashboardApp) to the screen it draws,
// with the others': a screen takes its title and resource from it, and names other screens by their titles.
// A context rather than an import keeps the arrows one way: screens.tsx loads the screens, not they it.
import { createContext, useContext } from 'react';
import type { ResourceKey } from 'remote_shared/registry';
import type { ScreenDescriptor, ScreenPath } from './screens';

export interface ScreenPlace {
  screen: ScreenDescriptor;
  screens: readonly ScreenDescriptor[];
}

export const ScreenContext = createContext<ScreenPlace | null>(null);

function usePlace(): ScreenPlace {
  const place = useContext(ScreenContext);
  if (!place) throw new Error('a dashboard screen drawn outside its route (DashboardApp gives it its descriptor)');
  return place;
}

/** The descriptor of the screen on show. */
export function useScreen(): ScreenDescriptor {
  return usePlace().screen;
}

/** The resource the screen on show lists (its descriptor's); a screen that lists none is a mistake of screens.tsx. */
export function useScreenResource(): ResourceKey {
  const screen = useScreen();
  if (!screen.resource) throw new Error(`the dashboard screen ${screen.path} lists no resource`);
  return screen.resource;
}

/** The title of another screen (a link to it, the way back to it). */
export function useScreenTitle(path: ScreenPath): string {
  const found = usePlace().screens.find((screen) => screen.path === path);
  if (!found) throw new Error(`no dashboard screen at ${path}`);
  return found.title;
}

/** What the dashboard calls each resource: its first screen's `resourceName` or title (the audit trail's names). */
export function useResourceNames(): Partial<Record<ResourceKey, string>> {
  const names: Partial<Record<ResourceKey, string>> = {};
  for (const screen of usePlace().screens) {
    if (screen.resource && !names[screen.resource]) names[screen.resource] = screen.resourceName ?? screen.title;
  }
  return names;
}
