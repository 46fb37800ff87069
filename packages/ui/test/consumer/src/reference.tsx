// The same app without the page's global rules (host.css): the library's components as they look when
// nothing of the page reaches them, to compare the real page with.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@company/ui/base.css';
import '@company/ui/styles.css';
import { App } from './app';
import './app.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
