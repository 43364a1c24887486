import { createContext, useContext, useLayoutEffect } from 'react';
import type { PageMeta } from '@bible-admin/screens';

/** Lets a page tell the root which language (and so direction) the UI provider takes. */
export const PageLocaleContext = createContext<(locale: PageMeta['lang']) => void>(() => {});

function setDescription(text: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = text;
}

/**
 * The document head follows the page: title, description, and `lang`/`dir` of `<html>` (Hebrew RTL on
 * the public site, English LTR in the admin); the UI provider's locale follows too.
 */
export function usePageHead({ title, description, lang }: PageMeta) {
  const setLocale = useContext(PageLocaleContext);
  useLayoutEffect(() => {
    document.title = title;
    setDescription(description);
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === 'he' ? 'rtl' : 'ltr';
    setLocale(lang);
  }, [title, description, lang, setLocale]);
}
