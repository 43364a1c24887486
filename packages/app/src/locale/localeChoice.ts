import type { UILocale } from '@bible-admin/ui';

/** Where the browser keeps the admin language last chosen or signed in with (it outlives the session). */
export const LOCALE_KEY = 'bible-admin.locale';

const isLocale = (value: unknown): value is UILocale => value === 'en' || value === 'he';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The browser's admin language: what the login page shows before anyone signs in. `chosenBeforeSignIn` says the
 * visitor picked it on this page (not just inherited it), so signing in saves it to the account.
 */
function localeChoiceStore() {
  const listeners = new Set<() => void>();
  // The choice when no storage can keep it (private modes): it lasts as long as the page.
  let inMemory: UILocale | null = null;
  let chosen = false;
  const changed = () => listeners.forEach((listener) => listener());
  return {
    read(): UILocale | null {
      const store = storage();
      if (!store) return inMemory;
      const stored = store.getItem(LOCALE_KEY);
      return isLocale(stored) ? stored : null;
    },
    /** `choose`: the visitor picked it (true) or the account brought it (false). */
    write(locale: UILocale, choose: boolean) {
      storage()?.setItem(LOCALE_KEY, locale);
      inMemory = locale;
      chosen = choose;
      changed();
    },
    chosenBeforeSignIn: () => chosen,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const localeChoice = localeChoiceStore();
