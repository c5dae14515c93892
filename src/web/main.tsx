import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type RuntimeConfig, runtimeConfigSchema } from '../shared/contracts/runtime-config';
import { App } from './app/App';
import { portalAddressFor } from './app/portal-origin';
import { preloadPage } from './app/route-preload';

async function loadConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}

// The page's code loads while the configuration loads and the session starts.
preloadPage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

loadConfig().then(
  (config) => {
    const moveTo = portalAddressFor(window.location.href, config.portalOrigin);
    if (moveTo) {
      window.location.replace(moveTo);
      return;
    }
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('Could not load the portal configuration', error);
    root.render(
      <p role="alert" style={{ margin: 24, fontFamily: 'sans-serif' }}>
        The portal configuration could not be loaded. Please reload the page or try again later.
      </p>,
    );
  },
);
