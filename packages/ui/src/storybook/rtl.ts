/** The right-to-left twin of a story: same args and play function, rendered with `dir="rtl"`. */
export function rtl<S extends { globals?: Record<string, unknown> }>(story: S): S {
  return { ...story, globals: { ...story.globals, dir: 'rtl' } };
}
