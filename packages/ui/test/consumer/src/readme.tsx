// The same app, its library stylesheets loaded as the README shows (readme.css), without host.css.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './readme.css';
import { App } from './app';
import './app.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
