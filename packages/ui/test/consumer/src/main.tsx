import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The library's stylesheets first: this page has no reset of its own, so it takes the library's
// (base.css) before the components and tokens (styles.css). They are imported here rather than with
// `@import` in app.css: Vite hoists the `@layer` statements of @import-ed files above their rules, which
// would put base.css's reset above the components.
import '@company/ui/base.css';
import '@company/ui/styles.css';
import { App } from './app';
import './app.css';
import './host.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
