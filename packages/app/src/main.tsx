import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { createSessionController } from './shared/session/controller.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const store = createStore();
const session = createSessionController({ store });
const router = createRouter();
session.setNavigate((path) => void router.navigate(path, { replace: true }));
session.start(router.state.location.pathname);
const rememberRoute = ({ pathname, search }: { pathname: string; search: string }) =>
  session.rememberRoute(`${pathname}${search}`);
rememberRoute(router.state.location);
router.subscribe((state) => rememberRoute(state.location));

createRoot(root).render(
  <StrictMode>
    <AppProviders store={store} session={session}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
