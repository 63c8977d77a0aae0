import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/App.js';
import { bootstrap } from './app/bootstrap.js';
import { registerServiceWorker } from './features/offline/registerServiceWorker.js';
import './app/app.css';

registerServiceWorker();
const services = bootstrap();
// React's root (its listener for every event type on the container) in a task of its own, made
// while the bootstrap's requests are under way rather than in the task that starts the render.
const root = new Promise<Root>((resolve) => setTimeout(() => resolve(createRoot(document.getElementById('root')!)), 0));
void Promise.all([services, root]).then(([ready, appRoot]) => {
  // A transition renders in slices that yield to the browser, so the first render is no long
  // task blocking input (the boot logo stays until it commits).
  startTransition(() => appRoot.render(<App services={ready} />));
});
