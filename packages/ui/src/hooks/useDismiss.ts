import { useLayoutEffect, useEffectEvent, type RefObject } from 'react';

interface Layer {
  watchesOutside: boolean;
  contains: (node: Node | null) => boolean;
  dismiss: (reason: DismissReason) => void;
}

export type DismissReason = 'escape' | 'outside';

/**
 * Open layers, innermost last. Only the innermost layer answers Escape, and only the innermost layer that
 * watches outside presses answers one, so a menu inside a modal closes alone.
 */
const layers: Layer[] = [];

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const layer = layers[layers.length - 1];
  if (!layer) return;
  event.preventDefault();
  layer.dismiss('escape');
}

function onPointerDown(event: PointerEvent) {
  const layer = layers.findLast((candidate) => candidate.watchesOutside);
  if (layer && !layer.contains(event.target as Node | null)) layer.dismiss('outside');
}

/** While `enabled`, Escape (and, with `inside` given, a press outside those elements) calls `onDismiss`. */
export function useDismiss({
  enabled,
  onDismiss,
  inside,
}: {
  enabled: boolean;
  onDismiss: (reason: DismissReason) => void;
  inside?: ReadonlyArray<RefObject<HTMLElement | null>>;
}) {
  const dismiss = useEffectEvent(onDismiss);
  const contains = useEffectEvent(
    (node: Node | null) => !!inside?.some((ref) => ref.current?.contains(node)),
  );
  const watchesOutside = inside !== undefined;
  // A layout effect: Escape works from the commit that shows the layer, not one task later.
  useLayoutEffect(() => {
    if (!enabled) return;
    const layer: Layer = { watchesOutside, contains, dismiss };
    if (layers.length === 0) {
      document.addEventListener('keydown', onKeyDown);
      document.addEventListener('pointerdown', onPointerDown, true);
    }
    layers.push(layer);
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      if (layers.length === 0) {
        document.removeEventListener('keydown', onKeyDown);
        document.removeEventListener('pointerdown', onPointerDown, true);
      }
    };
  }, [enabled, watchesOutside]);
}
