/** @jest-environment jsdom */
import './support/jsdom-globals.js';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { AUTH_PATH, RequireAdmin, SessionRedirects, guardState } from '../../client/app/guards.js';
import { SessionStore } from '../../client/app/session.js';
import { SessionProvider } from '../../client/app/SessionProvider.js';
import { makeToken } from './support/tokens.js';

/** Where the router ended up, and whether a guard marked the visit as refused for a role. */
function Here() {
  const location = useLocation();
  return <p data-testid="here">{`${location.pathname} denied=${String(!!guardState(location.state)?.denied)}`}</p>;
}

function openAs(authorities: string | null, path: string) {
  const store = new SessionStore({ storage: localStorage });
  if (authorities) store.setToken(makeToken({ authorities, mustResetPassword: false, exp: 2_000_000_000 }));
  render(
    <SessionProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            element={
              <SessionRedirects>
                <Outlet />
              </SessionRedirects>
            }
          >
            <Route path={AUTH_PATH} element={<Here />} />
            <Route path="/" element={<Here />} />
            <Route element={<RequireAdmin />}>
              <Route path="/admin/audit" element={<Here />} />
            </Route>
          </Route>
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  return screen.getByTestId('here').textContent;
}

describe('an admin route opened without the role', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('sends a logged-in user without the role to /auth, and they stay there', () => {
    expect(openAs('LOCAL_ADMIN', '/admin/audit')).toBe('/auth denied=true');
    cleanup();
    expect(openAs('APP_USER', '/admin/audit')).toBe('/auth denied=true');
  });

  it('sends a visitor who is not logged in to /auth', () => {
    expect(openAs(null, '/admin/audit')).toBe('/auth denied=false');
  });

  it('lets an admin in, and sends a logged-in user who opens /auth themselves home', () => {
    expect(openAs('ADMIN', '/admin/audit')).toBe('/admin/audit denied=false');
    cleanup();
    expect(openAs('LOCAL_ADMIN', AUTH_PATH)).toBe('/ denied=false');
  });
});
