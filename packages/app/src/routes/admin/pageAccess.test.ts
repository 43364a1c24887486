import { describe, expect, test } from 'vitest';
import { pageRefusal } from './pageAccess';

describe('pageRefusal', () => {
  test('support may not open the settings, a chapter form or the audit log, by any address', () => {
    for (const path of ['/settings', '/add-chapter', '/edit-chapter/c1', '/audit-log', '/edit-verse/v1'])
      expect(pageRefusal(path, 'support')).toEqual({ role: 'support', homePath: '/dashboard' });
  });

  test('an editor edits chapters but has no settings', () => {
    expect(pageRefusal('/edit-chapter/c1', 'editor')).toBeNull();
    expect(pageRefusal('/settings', 'editor')).toEqual({ role: 'editor', homePath: '/dashboard' });
  });

  test('the owner sees every page; a path outside the registry is the router’s', () => {
    for (const path of ['/settings', '/audit-log', '/add-chapter', '/profile'])
      expect(pageRefusal(path, 'owner')).toBeNull();
    expect(pageRefusal('/nowhere', 'support')).toBeNull();
  });
});
