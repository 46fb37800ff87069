// Vite bundles the CSS this app imports.
declare module '*.css';
