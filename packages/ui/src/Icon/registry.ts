import { iconPaths, type IconName } from './paths';

// The drawable icons: the public site's from the start, the admin's once registered (./adminPaths.ts).
const registry: Partial<Record<IconName, string>> = { ...iconPaths };

/** The path of an icon, or undefined while it is not registered. */
export const pathOf = (name: IconName): string | undefined => registry[name];

export function registerIcons(paths: Partial<Record<IconName, string>>) {
  Object.assign(registry, paths);
}
