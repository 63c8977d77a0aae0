import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App, type AppServices } from './app/App.js';
import { bootstrap } from './app/bootstrap.js';
import { registerServiceWorker } from './features/offline/registerServiceWorker.js';
import './app/app.css';

registerServiceWorker();
// The bootstrap (the session and stored texts read from localStorage, the texts' request) in a
// task after this one, which evaluated the entry's modules (React, the router, i18next…): on a
// phone the two together were a long task. The texts' request is preloaded by the page anyway.
const services = new Promise<AppServices>((resolve, reject) => setTimeout(() => bootstrap().then(resolve, reject), 0));
// React's root (its listener for every event type on the container) in a task of its own, made
// while the bootstrap's requests are under way rather than in the task that starts the render.
const root = new Promise<Root>((resolve) => setTimeout(() => resolve(createRoot(document.getElementById('root')!)), 0));
void Promise.all([services, root]).then(([ready, appRoot]) => {
  // A transition renders in slices that yield to the browser, so the first render is no long
  // task blocking input (the boot logo stays until it commits).
  startTransition(() => appRoot.render(<App services={ready} />));
});
