import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { CallOf, CallParams, CallQuery, CallReply, CallSpec } from '@bible-admin/contract';
import type { CallEndpoint } from '@bible-admin/contract/plain';
import { call } from '../api/client';
import { callUrl } from '../api/url';

export interface ReadOptions<C extends CallSpec> {
  params?: CallParams<C>;
  query?: CallQuery<C>;
}

/**
 * Reads a GET call with SWR, keyed by the call's address (its contract path filled, plus its query), so
 * every screen that reads the same thing shares one request and one cache entry. `null` options wait.
 */
export function useCall<M extends CallEndpoint, C extends CallSpec = CallOf<M>>(
  spec: M,
  options: ReadOptions<C> | null,
  config?: SWRConfiguration<CallReply<C>>,
) {
  const key =
    options === null
      ? null
      : callUrl(spec.path, options.params as object | undefined, options.query as object | undefined);
  return useSWR<CallReply<C>>(
    key,
    () => call(spec, (options ?? {}) as never) as Promise<CallReply<C>>,
    config,
  );
}

/** The part of a call's address before its first parameter: every key of that resource starts with it. */
export function keyPrefix(spec: CallEndpoint): string {
  return callUrl(spec.path.split('{')[0] ?? spec.path);
}

/** Revalidates every cached read of the given calls (after a mutation changed them). */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return (...specs: CallEndpoint[]) => {
    const prefixes = specs.map(keyPrefix);
    return mutate((key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix)));
  };
}
