import { useEffect, useState } from 'react';
import type { PasswordScore } from '@bible-admin/ui';

type Estimate = (password: string, userInputs: string[]) => PasswordScore;

let estimator: Promise<Estimate> | null = null;

/**
 * zxcvbn with the dictionaries the server scores with, downloaded on first use: they weigh about a megabyte, so
 * only a page with a password form ever fetches them (never the entry or the public site).
 */
function loadEstimator(): Promise<Estimate> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([{ ZxcvbnFactory }, common, english]) => {
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
    });
    return (password, userInputs) => zxcvbn.check(password, userInputs).score;
  });
  // A failed download may be retried by the next keystroke.
  estimator.catch(() => (estimator = null));
  return estimator;
}

/**
 * The strength meter's level for `password`, scored in the browser as the admin types (no password travels
 * before it is submitted; the server scores it again and its answer decides). Null while empty, while the
 * dictionaries load, or when they could not be loaded. `userInputs`: the account's own e-mail and names.
 */
export function usePasswordStrength(password: string, userInputs: readonly string[]): PasswordScore | null {
  const [scored, setScored] = useState<{ password: string; score: PasswordScore } | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) return;
    let current = true;
    loadEstimator().then(
      (estimate) => {
        if (current) setScored({ password, score: estimate(password, inputs.split('\n')) });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [password, inputs]);
  return password && scored?.password === password ? scored.score : null;
}
