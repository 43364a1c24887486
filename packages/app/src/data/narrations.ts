import { useSyncExternalStore } from 'react';
import type { VoiceGender } from '@bible-admin/contract';
import { NARRATION_TIMEOUT_MS, call } from '../api/client';
import { ttsCalls } from '../api/calls';
import { catalogue, errorMessage } from '../api/catalogue';

export type NarrationKind = 'generate' | 'regenerate';

/** One voice of one chapter whose narration ran in this tab: running, done (its new address) or failed. */
export type Narration =
  | { state: 'running'; kind: NarrationKind; startedAt: number }
  | { state: 'done'; url: string }
  | { state: 'failed'; kind: NarrationKind; message: string };

/** What a narration tells the page that started it, whichever page is showing when it ends. */
export interface NarrationEffects {
  toast: {
    info: (message: string) => void;
    success: (message: string) => void;
    error: (message: string) => void;
  };
  /** Re-reads what a new narration changes (the chapters list, the chapter). */
  revalidate: () => unknown;
}

/**
 * The narrations of this tab, kept outside the routes: a narration takes up to 30 s and the editor may leave
 * the chapters list meanwhile; the result (toast, fresh list) must not be lost with the page.
 */
let narrations: ReadonlyMap<string, Narration> = new Map();
const listeners = new Set<() => void>();

const keyOf = (chapterId: string, voice: VoiceGender) => `${chapterId}:${voice}`;

function set(key: string, narration: Narration) {
  narrations = new Map(narrations).set(key, narration);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Every narration of this tab, by `chapterId:voice`; the component re-renders when one changes. */
export function useNarrations() {
  const all = useSyncExternalStore(subscribe, () => narrations);
  return (chapterId: string, voice: VoiceGender) => all.get(keyOf(chapterId, voice));
}

/** Starts narrating one voice of a chapter unless it is already running. */
export async function narrate(
  chapterId: string,
  voice: VoiceGender,
  kind: NarrationKind,
  effects: NarrationEffects,
) {
  const key = keyOf(chapterId, voice);
  if (narrations.get(key)?.state === 'running') return;
  const words = catalogue.audio;
  set(key, { state: 'running', kind, startedAt: Date.now() });
  effects.toast.info(kind === 'generate' ? words.generating : words.regenerating);
  try {
    const reply = await call(kind === 'generate' ? ttsCalls.generate : ttsCalls.regenerate, {
      body: { chapter_id: chapterId, gender: voice },
      timeoutMs: NARRATION_TIMEOUT_MS,
    });
    set(key, { state: 'done', url: reply.data.audio_url });
    effects.toast.success(kind === 'generate' ? words.generated : words.regenerated);
  } catch (error) {
    const fallback = kind === 'generate' ? words.generateFailed : words.regenerateFailed;
    set(key, { state: 'failed', kind, message: errorMessage(error, fallback) });
    effects.toast.error(fallback);
  }
  await effects.revalidate();
}
