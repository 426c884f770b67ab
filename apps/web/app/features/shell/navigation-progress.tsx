/** Clear feedback while something loads: a bar at the top during navigation, announced once. */
import { useNavigation } from 'react-router';

export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      {busy ? <div className="progress-bar" aria-hidden="true" /> : null}
      <div className="visually-hidden" role="status" aria-live="polite">
        {navigation.state === 'loading' ? 'Loading page' : ''}
      </div>
    </>
  );
}
