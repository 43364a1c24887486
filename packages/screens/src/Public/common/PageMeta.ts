/** What a public page declares for the document head; the app puts it in `<title>` and the description meta. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's language: the head's `lang` and `dir` follow it. */
  lang: 'he' | 'en';
}

/** A page's head, checked as PageMeta and typed as one (not as its literal), so each language's table fits. */
export function pageMeta(meta: PageMeta): PageMeta {
  return meta;
}
