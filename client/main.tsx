import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { bootstrap } from './app/bootstrap.js';
import './app/app.css';

void bootstrap().then((services) => {
  createRoot(document.getElementById('root')!).render(<App services={services} />);
});
