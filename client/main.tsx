import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { bootstrap } from './app/bootstrap.js';
import { registerServiceWorker } from './features/offline/registerServiceWorker.js';
import './app/app.css';

registerServiceWorker();
void bootstrap().then((services) => {
  createRoot(document.getElementById('root')!).render(<App services={services} />);
});
