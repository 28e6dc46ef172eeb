import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MIN_SCORE, passwordTooWeak } from '@rootshare/contracts/auth';
import { badRequest } from './errors';

let estimator: Promise<ZxcvbnFactory> | undefined;

/** zxcvbn with its common and English dictionaries (shipped in the packages), loaded on first use: they are large. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return estimator;
}

/**
 * The one password rule of sign-up, password change and reset (docs/security.md S59, S83): refuses,
 * with 400 and zxcvbn's advice, a password a guesser would find early: common passwords, keyboard
 * walks, dates, repeats, and the member's own username or address (or `also`, such as the password
 * being replaced).
 */
export async function refuseWeakPassword(
  password: string,
  member: { username: string; email: string },
  also: readonly string[] = [],
): Promise<void> {
  const ownWords = [member.username, member.email, member.email.split('@')[0] ?? '', ...also];
  const result = (await loadEstimator()).check(password, ownWords);
  if (result.score < PASSWORD_MIN_SCORE) throw badRequest(passwordTooWeak(result.feedback.warning));
}
