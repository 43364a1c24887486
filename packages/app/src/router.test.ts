import { appPages } from '@bible-admin/contract';
import type { RouteObject } from 'react-router-dom';
import { routes } from './router';

/** Every full path the router draws a page for ('*' aside), parents' paths joined to their children's. */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('router', () => {
  it("draws exactly the contract's app pages (the server answers any other path with a 404)", () => {
    expect(pagePaths(routes).sort()).toEqual([...appPages].sort());
  });
});
