/** The right-to-left twin of a story: same args and play function, rendered with `dir="rtl"`. */
export function rtl<S extends { globals?: Record<string, unknown> }>(story: S): S {
  return { ...story, globals: { ...story.globals, dir: 'rtl' } };
}

type Parameters = Record<string, unknown>;

/** A story named by export (`Populated`) becomes its twin (`PopulatedHebrew`); a full story id stays. */
const twinName = (name: string) => (name.includes('--') ? name : `${name}Hebrew`);

/**
 * The Hebrew twin of an admin story (export it as `…Hebrew`): same args, right to left, in the provider's Hebrew
 * locale; its play reads the screen's words from the `he` table. The states before it (`before`) are their
 * Hebrew twins. The story runner checks that no English word of the interface is
 * left on it (`.storybook/englishLeft.ts`).
 */
export function hebrew<S extends { globals?: Record<string, unknown>; parameters?: Parameters }>(
  story: S,
  parameters: Parameters = {},
): S {
  const own: Parameters = { ...story.parameters };
  if (typeof own.before === 'string') own.before = twinName(own.before);
  if (Array.isArray(own.before)) own.before = own.before.map((name: string) => twinName(name));
  return { ...story, globals: { ...story.globals, dir: 'rtl' }, parameters: { ...own, ...parameters } };
}
