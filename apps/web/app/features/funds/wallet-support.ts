import { useEffect, useState } from 'react';

/**
 * Apple Pay shows only on a secure page of a browser that supports it (3-account.md §5); the
 * server cannot know, so it is decided in the browser after hydration and hidden until then.
 */
export function useApplePaySupported(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    const session = (window as { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession;
    setSupported(window.isSecureContext && typeof session?.canMakePayments === 'function' && session.canMakePayments());
  }, []);
  return supported;
}
