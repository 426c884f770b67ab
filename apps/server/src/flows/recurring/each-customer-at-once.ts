/**
 * Runs `work` for every item, `width` customers at a time; a customer's own items go one after
 * another in the given order, so they never wait for each other's limit and wallet locks, and
 * what one of them paid is known to the next (decision 376).
 */
export async function eachCustomerAtOnce<T>(
  items: readonly T[],
  customerOf: (item: T) => string,
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const byCustomer = new Map<string, T[]>();
  for (const item of items) {
    const own = byCustomer.get(customerOf(item)) ?? [];
    own.push(item);
    byCustomer.set(customerOf(item), own);
  }
  const queue = [...byCustomer.values()];
  const worker = async () => {
    for (let own = queue.shift(); own; own = queue.shift()) {
      for (const item of own) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, queue.length)) }, worker));
}
