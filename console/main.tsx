import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { followSession } from './stores/shared-meta-store.ts';
import './styles/app.css';

// GET /api/shared once per sign-in, kept for every screen (useSharedMeta).
followSession();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
