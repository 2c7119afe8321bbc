import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionCatalogue } from '../../core/actions/index.ts';
import { describeAccess } from '../../core/permissions/access-rule.ts';
import { resources } from '../../core/resources/index.ts';
import { startTestApp, type TestApp } from './test-app.ts';

// Issue 20: 'A test fails when a registered route has no declaration or a declaration has no route.'
// A route is either one of the registry's generic routes (registered by the resource loop, which
// marks them with their resource) or a catalogue action mounted by mountAction (or actionConfig for
// /ws), with the declared method, path and permission. Nothing else may be registered.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const genericUrls = new Set(Object.values(resources).flatMap((r) => [`/api/${r.name}`, `/api/${r.name}/:id`]));
const key = (method: string, url: string) => `${method} ${url}`;
const isGeneric = (route: { url: string; resource?: string; action?: string }) =>
  route.resource !== undefined && route.action === undefined && genericUrls.has(route.url);

describe('action catalogue', () => {
  it('declares every special route, and mounts it with its declared permission', () => {
    const undeclared: string[] = [];
    const wrong: string[] = [];
    for (const route of t.app.registeredRoutes) {
      if (isGeneric(route)) continue;
      const k = key(route.method, route.url);
      if (route.action === undefined) {
        undeclared.push(k);
        continue;
      }
      const action = actionCatalogue.find((a) => a.name === route.action);
      if (!action) wrong.push(`${k}: names unknown action ${route.action}`);
      else if (action.method !== route.method || action.path !== route.url)
        wrong.push(`${k}: declared as ${action.method} ${action.path}`);
      else if (describeAccess(action.permission) !== describeAccess(route.permission as never))
        wrong.push(
          `${k}: permission ${describeAccess(route.permission as never)}, declared ${describeAccess(action.permission)}`,
        );
    }
    expect(undeclared, 'routes without a catalogue declaration').toEqual([]);
    expect(wrong).toEqual([]);
  });

  it('mounts every declared action exactly once', () => {
    const mounted = t.app.registeredRoutes.map((r) => r.action).filter((a): a is string => a !== undefined);
    const missing = actionCatalogue.map((a) => a.name).filter((name) => !mounted.includes(name));
    const twice = mounted.filter((name, i) => mounted.indexOf(name) !== i);
    expect(missing, 'declared actions with no route').toEqual([]);
    expect(twice).toEqual([]);
  });
});
