import { lazy, Suspense, useState } from 'react';
import { allowed } from '../../../core/actions/allowed.ts';
import { updateRatingKoefs } from '../../../core/actions/defs/quality.actions.ts';
import { resources } from '../../../core/resources/index.ts';
import { ListScreen } from '../../list/ListScreen.tsx';
import { useSession } from '../../stores/session-store.ts';
import './quality.css';

const RatingKoefsDialog = lazy(() => import('./RatingKoefsDialog.tsx').then((m) => ({ default: m.RatingKoefsDialog })));

/** /ratings (spec 02 §2): the client ratings of orders, by start date, with the coefficients' modal. */
export function RatingsScreen() {
  const me = useSession((s) => s.me);
  const [koefs, setKoefs] = useState(false);
  return (
    <>
      <ListScreen
        def={resources.ratings}
        toolbar={
          <button type="button" onClick={() => setKoefs(true)}>
            Коэффициенты…
          </button>
        }
      />
      {koefs && (
        <Suspense fallback={null}>
          <RatingKoefsDialog canEdit={!!me && allowed(me, updateRatingKoefs)} onClose={() => setKoefs(false)} />
        </Suspense>
      )}
    </>
  );
}
