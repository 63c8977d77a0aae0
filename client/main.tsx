import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { bootstrap } from './app/bootstrap.js';
import { registerServiceWorker } from './features/offline/registerServiceWorker.js';
import './app/app.css';

registerServiceWorker();
const root = createRoot(document.getElementById('root')!);
void bootstrap().then((services) => {
  // A transition renders in slices that yield to the browser, so the first render is no long
  // task blocking input (the boot logo stays until it commits).
  startTransition(() => root.render(<App services={services} />));
});
