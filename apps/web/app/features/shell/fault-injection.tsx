/**
 * Fault injection for the browser tests (docs/decisions/016-fault-injection.md). Only when the
 * server runs with E2E_FAULTS=1 (never by default): `?__throw=render` makes the page fail to
 * render right after hydration, which is how an unexpected UI failure looks to a visitor.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export const FAULT_PARAM = '__throw';

export function FaultInjection({ enabled }: { enabled: boolean }) {
  const [params] = useSearchParams();
  const wanted = enabled && params.get(FAULT_PARAM) === 'render';
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    setArmed(wanted);
  }, [wanted]);
  if (armed && wanted) throw new Error('Injected UI failure (E2E_FAULTS)');
  return null;
}
