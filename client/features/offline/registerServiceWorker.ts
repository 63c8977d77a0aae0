/** Where the build puts the service worker (vite-plugin-pwa in vite.config.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the offline builder's service worker in a production build (the dev server has no
 * /sw.js). After the page has loaded, so caching the shell does not compete with the first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
