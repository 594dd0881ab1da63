// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppLink } from '@react';
import { renderWithRuntime, setup } from '../support';

afterEach(cleanup);

describe('AppLink', () => {
  it('is a real link whose plain click navigates through the router event', () => {
    const t = setup();
    renderWithRuntime(t.runtime, <AppLink to="/orderDetails?id=1" data-testid="open">Open</AppLink>);
    const link = screen.getByRole('link', { name: 'Open' });
    expect(link.getAttribute('href')).toBe('/orderDetails?id=1');
    fireEvent.click(link, { button: 1 });
    fireEvent.click(link, { metaKey: true });
    expect(t.events['router:navigate'] ?? []).toEqual([]);
    fireEvent.click(link);
    expect(t.events['router:navigate']).toEqual([{ to: '/orderDetails?id=1' }]);
  });

  it('inside a router its href carries the base path; replace is passed on', () => {
    const t = setup();
    const router = createMemoryRouter(
      [{ path: '*', element: <AppLink to="/me" replace>Me</AppLink> }],
      { initialEntries: ['/h5/homePage'], basename: '/h5' },
    );
    renderWithRuntime(t.runtime, <RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Me' });
    expect(link.getAttribute('href')).toBe('/h5/me');
    fireEvent.click(link);
    expect(t.events['router:navigate']).toEqual([{ to: '/me', replace: true }]);
  });

  it('a click handler that prevents the default keeps the app where it is', () => {
    const t = setup();
    renderWithRuntime(t.runtime, <AppLink to="/me" onClick={(event) => event.preventDefault()}>Me</AppLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Me' }));
    expect(t.events['router:navigate'] ?? []).toEqual([]);
  });
});
