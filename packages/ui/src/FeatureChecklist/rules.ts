/**
 * A plan's features: label → included, in the order they were added. (JavaScript objects keep insertion
 * order for every key except integer-like ones such as '12', which come first.)
 */
export type Features = Record<string, boolean>;

export type AddFeatureResult =
  { ok: true; features: Features; label: string } | { ok: false; reason: 'blank' | 'duplicate' };

/** Adds a feature, trimmed and included; a blank label or one already in the list is refused. */
export function addFeature(features: Features, label: string): AddFeatureResult {
  const trimmed = label.trim();
  if (trimmed === '') return { ok: false, reason: 'blank' };
  if (Object.hasOwn(features, trimmed)) return { ok: false, reason: 'duplicate' };
  return { ok: true, features: { ...features, [trimmed]: true }, label: trimmed };
}

export function toggleFeature(features: Features, label: string): Features {
  return { ...features, [label]: !features[label] };
}

export function removeFeature(features: Features, label: string): Features {
  const { [label]: _removed, ...rest } = features;
  return rest;
}
