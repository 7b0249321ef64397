import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app/App';
import { routes } from './app/routes';
import { browserSource } from './data/browser-source';
import { setDataSource } from './data/source';

setDataSource(browserSource);

const container = document.getElementById('root')!;
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
// A static host serves 404.html (prerendered for another path) at any unknown address; that
// markup cannot be hydrated for this URL, so the app renders it afresh.
const prerenderedHere = container.dataset.path !== undefined && normalise(container.dataset.path) === normalise(window.location.pathname);

if (!prerenderedHere) delete (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData;

const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <App>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

if (prerenderedHere) {
  hydrateRoot(container, app);
} else {
  // Keep the served markup on screen until the app has loaded its data, then swap.
  const fresh = document.createElement('div');
  createRoot(fresh).render(app);
  const swap = () => {
    fresh.id = 'root';
    container.replaceWith(fresh);
  };
  if (router.state.initialized) requestAnimationFrame(swap);
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      requestAnimationFrame(swap);
    });
  }
}
