import { Redirect, Route, Switch } from 'wouter';
import { resources } from '../../core/resources/index.ts';
import { ListScreen } from '../list/ListScreen.tsx';
import { NotAccess } from '../screens/NotAccess.tsx';
import { NotFound } from '../screens/NotFound.tsx';
import { Placeholder } from '../screens/Placeholder.tsx';
import { routeTable } from './route-table.ts';

/** Every route of the table: the generic list for a resource, a plain placeholder otherwise. */
export function Routes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/orders" replace />
      </Route>
      <Route path="/not_access">
        <NotAccess />
      </Route>
      <Route path="/not_found">
        <NotFound />
      </Route>
      {routeTable.map((r) => (
        <Route key={r.path} path={r.path}>
          {r.resource ? <ListScreen key={r.resource} def={resources[r.resource]} /> : <Placeholder title={r.title} />}
        </Route>
      ))}
      <Route>
        <Redirect to="/not_found" replace />
      </Route>
    </Switch>
  );
}
