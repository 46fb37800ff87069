/**
 * The pages behind the links in the lead API's e-mails (confirm a subscription, unsubscribe), in the
 * site's look: the built stylesheet and the company name, no scripts. They are rendered by the API at
 * request time, so they take the stylesheet's hashed name from the prerendered home page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml, type EmailPageRenderer } from '@company/lead-api';
import { company } from '../app/config/company';

export function siteEmailPage(clientDir: string): EmailPageRenderer {
  let stylesheet = '';
  try {
    const home = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    stylesheet = home.match(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/)?.[1] ?? '';
  } catch {
    // No build yet (the API alone): the page is still readable unstyled.
  }
  const name = escapeHtml(company.name);
  return (page) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${name}</title>
${stylesheet ? `<link rel="stylesheet" href="${stylesheet}">` : ''}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body class="email-page">
<header class="email-page-header"><a href="/">${name}</a></header>
<main class="email-page-main">
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${page.button ? `<form method="post"><button type="submit">${escapeHtml(page.button)}</button></form>` : ''}
<p class="email-page-links"><a href="/">Home page</a> <a href="/privacy">Privacy policy</a> <a href="mailto:${escapeHtml(company.email.privacy)}">${escapeHtml(company.email.privacy)}</a></p>
</main>
</body>
</html>
`;
}
