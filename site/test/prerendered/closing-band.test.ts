import { expect, test } from 'vitest';
import { prerendered } from './page';

const band = 'Planning a purchase or a new process?';

test.each(['/', '/about', '/insights', '/insights/deep-reactive-ion-etching-bosch-process', '/processes'])(
  '%s ends with one closing band before the footer',
  (path) => {
    const { screen } = prerendered(path);
    const region = screen.getByRole('region', { name: band });
    expect([...region.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Request a Quote', '/contact?topic=quote'],
      ['Explore Products', '/products'],
    ]);
    // Nothing of the page after it: it is the last thing before the footer.
    expect(region.nextElementSibling).toBeNull();
  },
);

test.each(['/contact', '/404', '/products', '/products/icp-etcher', '/service-support', '/startup-package'])('%s shows no second band', (path) => {
  const { screen } = prerendered(path);
  expect(screen.getByRole('contentinfo')).toBeTruthy();
  expect(screen.queryByRole('region', { name: band })).toBeNull();
});
