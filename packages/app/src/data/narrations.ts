import { useSyncExternalStore } from 'react';
import type { VoiceGender } from '@bible-admin/contract';
import type { ToastApi, UILocale } from '@bible-admin/ui';
import { NARRATION_TIMEOUT_MS, call } from '../api/client';
import { chapterCalls, ttsCalls } from '@bible-admin/contract/plain';
import { errorMessage } from '../api/catalogue';
import { adminWords } from '../api/catalogue/admin';
import { isApiError } from '../api/errors';

export type NarrationKind = 'generate' | 'regenerate';

/** One voice of one chapter whose narration ran in this tab: running, done (its new address) or failed. */
export type Narration =
  | { state: 'running'; kind: NarrationKind; startedAt: number }
  | { state: 'done'; url: string }
  | { state: 'failed'; kind: NarrationKind; message: string };

/** What a narration tells the page that started it, whichever page is showing when it ends. */
export interface NarrationEffects {
  toast: Pick<ToastApi, 'info' | 'success' | 'error'>;
  /** Re-reads what a new narration changes (the chapters list, the chapter). */
  revalidate: () => unknown;
  /** The language its toasts and failure speak. */
  locale: UILocale;
}

/**
 * The narrations of this tab, kept outside the routes: a narration takes from seconds to minutes and the
 * editor may leave the chapters list meanwhile; the result (toast, fresh list) must not be lost with the page.
 */
let narrations: ReadonlyMap<string, Narration> = new Map();
const listeners = new Set<() => void>();

const keyOf = (chapterId: string, voice: VoiceGender) => `${chapterId}:${voice}`;

/** Records a voice's narration, or forgets it (undefined): the list then shows the chapter's own audio. */
function set(key: string, narration: Narration | undefined) {
  const next = new Map(narrations);
  if (narration) next.set(key, narration);
  else next.delete(key);
  narrations = next;
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

/** How often a narration whose answer was lost looks at its chapter for the new audio. */
export const CHECK_INTERVAL_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const audioOf = async (chapterId: string, voice: VoiceGender) =>
  (await call(chapterCalls.get, { params: { id: chapterId } })).data[
    voice === 'male' ? 'audio_url_male' : 'audio_url_female'
  ];

/** The call ended without the server's answer (the connection dropped, or a gateway gave up): it may have narrated. */
const answerLost = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.status === 504);

/**
 * The voice's new audio once the chapter has one other than `before`, looked at until `deadline` (the
 * latest the server can still be narrating), at least once; null if none came by then.
 */
async function newAudio(chapterId: string, voice: VoiceGender, before: string | null, deadline: number) {
  for (;;) {
    try {
      const url = await audioOf(chapterId, voice);
      if (url && url !== before) return url;
    } catch {
      // Still unreachable: look again while the server may be narrating.
    }
    if (Date.now() >= deadline) return null;
    await sleep(CHECK_INTERVAL_MS);
  }
}

/** Narrates and returns the new audio's address, or throws the call's error if it did not narrate. */
async function narration(chapterId: string, voice: VoiceGender, kind: NarrationKind, startedAt: number) {
  // The audio before, so that a narration whose answer is lost knows it ended when the chapter shows another.
  const before = await audioOf(chapterId, voice);
  try {
    const reply = await call(kind === 'generate' ? ttsCalls.generate : ttsCalls.regenerate, {
      body: { chapter_id: chapterId, gender: voice },
      timeoutMs: NARRATION_TIMEOUT_MS,
    });
    return reply.data.audio_url;
  } catch (error) {
    if (!answerLost(error)) throw error;
    const url = await newAudio(chapterId, voice, before, startedAt + NARRATION_TIMEOUT_MS);
    if (!url) throw error;
    return url;
  }
}

/**
 * Starts narrating one voice of a chapter unless it is already running. A narration whose answer is lost
 * stays running until the chapter shows its new audio, or until the server's longest time has passed
 * without it (then failed): it never shows failed while the server may still finish it.
 */
export async function narrate(
  chapterId: string,
  voice: VoiceGender,
  kind: NarrationKind,
  effects: NarrationEffects,
) {
  const key = keyOf(chapterId, voice);
  if (narrations.get(key)?.state === 'running') return;
  const words = adminWords[effects.locale].audio;
  const startedAt = Date.now();
  set(key, { state: 'running', kind, startedAt });
  // One toast per narration: its outcome replaces 'Generating Audio'.
  const toastKey = { key: `narration ${key}` };
  effects.toast.info(kind === 'generate' ? words.generating : words.regenerating, toastKey);
  let done: Narration | null = null;
  try {
    done = { state: 'done', url: await narration(chapterId, voice, kind, startedAt) };
    set(key, done);
    effects.toast.success(kind === 'generate' ? words.generated : words.regenerated, toastKey);
  } catch (error) {
    const fallback = kind === 'generate' ? words.generateFailed : words.regenerateFailed;
    set(key, { state: 'failed', kind, message: errorMessage(error, effects.locale, fallback) });
    effects.toast.error(fallback, toastKey);
  }
  await effects.revalidate();
  // Once re-read, the chapter's own address is the truth: another admin may have narrated the voice since.
  if (done && narrations.get(key) === done) set(key, undefined);
}
