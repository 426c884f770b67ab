/**
 * One answer of `load` shared by every caller for `ms` milliseconds from when it was asked (and by
 * every caller while it is being read): a read that every request makes costs one read a window per
 * process, however many requests ask (docs/decisions/342). A refused read is not kept. With `ms` 0
 * each call reads. The window is measured on the process's own monotonic clock, not the shop's
 * clock: a test's fixed clock must not keep an answer for ever.
 */
export function sharedFor<T>(ms: number, load: () => Promise<T>, now: () => number = () => performance.now()) {
  if (ms <= 0) return load;
  let kept: { at: number; answer: Promise<T> } | undefined;
  return (): Promise<T> => {
    const at = now();
    if (kept && at - kept.at < ms) return kept.answer;
    const answer = load();
    const entry = { at, answer };
    kept = entry;
    answer.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return answer;
  };
}
