/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { describe, expect, it } from '@jest/globals';
import { matchRoutes, type RouteObject } from 'react-router';
import { lazyElementsToPreload } from '../../client/app/router.js';
import { appRoutes, userRoutes } from '../../client/app/routes.js';

const routes: RouteObject[] = [{ path: '/', element: null, children: appRoutes() }];
const builder = userRoutes.find((r) => r.path === 'formula')!.element;

describe('the routes of the opened URL loaded ahead', () => {
  it("a signed-in user opening the builder loads Apollo's scope and the builder at once", () => {
    const elements = lazyElementsToPreload(matchRoutes(routes, { pathname: '/formula' }) ?? [], true);
    expect(elements).toContain(builder);
    // Root layout, the guard, Apollo's scope and the page.
    expect(elements).toHaveLength(4);
  });

  it('a visitor who is not signed in loads nothing behind the login guard', () => {
    const elements = lazyElementsToPreload(matchRoutes(routes, { pathname: '/formula' }) ?? [], false);
    expect(elements).not.toContain(builder);
    expect(elements).toHaveLength(1);
  });
});
