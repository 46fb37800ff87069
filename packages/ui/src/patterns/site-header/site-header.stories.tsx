import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LinkProps } from '../../lib/link';
import { code, docsFrame, snippet } from '../../../test/stories/story-docs';
import { productsMenu } from '../mega-menu/mega-menu.fixtures';
import { SiteHeader, type SiteHeaderItem, type SiteHeaderProps } from './site-header';

const items: SiteHeaderItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Products', menu: productsMenu, activeFor: ['/products'] },
  { label: 'Startup Package', href: '/startup-package', activeFor: ['/solutions/startup-labs'] },
  { label: 'Service & Support', href: '/service-support' },
  { label: 'Insights', href: '/insights', activeFor: ['/insights'] },
  { label: 'Contact Us', href: '/contact' },
];
const linkLabels = items.filter((item) => 'href' in item).map((item) => item.label);

const logo = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="ui:size-7 ui:text-plasma-700">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="12" cy="12" r="3" fill="currentColor" />
  </svg>
);

const meta = {
  title: 'Patterns/SiteHeader',
  component: SiteHeader,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  args: {
    brand: { name: 'Ionvale Systems', href: '/', logo },
    items,
    currentPath: '/about',
    action: { label: 'Request a Quote', href: '/contact?topic=quote' },
  },
  // Each story in a frame of its own on the docs page, tall enough for the open menu or sheet it shows.
  parameters: { layout: 'fullscreen', ...docsFrame(600) },
  decorators: [
    (Story) => (
      <div className="ui:flex ui:min-h-screen ui:flex-col ui:bg-ink-50">
        <Story />
        <main className="ui:mx-auto ui:w-full ui:max-w-page ui:flex-1 ui:px-4 ui:py-10">
          <h1 className="ui:text-2xl ui:font-bold ui:text-ink-900">Page content</h1>
          <p className="ui:mt-2 ui:text-ink-700">
            A tap here is a tap outside the header. <a href="#page-link">A link on the page</a>
          </p>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

// Storybook's viewports; the Vitest plugin resizes the browser to them as well (desktop 1280 px wide,
// tablet 834 px, mobile2 414 px), so the header's `(min-width: 64rem)` query and the `lg:` breakpoint agree in both.
const desktop = { viewport: { value: 'desktop', isRotated: false } };
const phone = { viewport: { value: 'mobile2', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

/** The Products trigger, queried afresh: the menu may swap its stand-in trigger for the full one. */
const productsIn = (scope: HTMLElement) => () => within(scope).getByRole('button', { name: 'Products' });
const navIn = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Main' });
const expectExpanded = (element: () => HTMLElement, expanded: boolean) =>
  waitFor(() => expect(element()).toHaveAttribute('aria-expanded', String(expanded)));

/** Every plain link, and only the current one carries aria-current="page". */
async function expectCurrent(canvasElement: HTMLElement, current: string | null) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
  for (const label of linkLabels) {
    const link = within(nav).getByRole('link', { name: label });
    if (label === current) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
  const products = within(nav).getByRole('button', { name: 'Products' });
  if (current === 'Products') await expect(products).toHaveAttribute('aria-current', 'page');
  else await expect(products).not.toHaveAttribute('aria-current');
  await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(current ? 1 : 0);
}

/**
 * Taps the page where a user can really see it: just below everything the header shows (the open
 * nav, the dropdown panel), checking that the point is not covered by the header.
 */
async function tapOutside(canvasElement: HTMLElement) {
  const header = canvasElement.querySelector('header');
  const main = canvasElement.querySelector('main');
  if (!header || !main) throw new Error('story layout changed');
  const bottom = Math.max(...[header, ...header.querySelectorAll('*')].map((el) => el.getBoundingClientRect().bottom));
  const point = { clientX: main.getBoundingClientRect().left + 24, clientY: bottom + 24 };
  const hit = document.elementFromPoint(point.clientX, point.clientY);
  await expect(hit !== null && main.contains(hit), 'the page is visible below the header').toBe(true);
  await userEvent.pointer({ keys: '[MouseLeft]', target: hit as Element, coords: point });
}

/**
 * Below the `nav` breakpoint the open menu is a sheet over a scrim: a tap on the strip of scrim
 * beside the sheet (checked to be what a finger there really lands on) closes it.
 */
async function tapScrim(canvasElement: HTMLElement) {
  const scrim = canvasElement.querySelector('[data-slot="site-header-scrim"]');
  const header = canvasElement.querySelector('header');
  if (!scrim || !header) throw new Error('no scrim: is the menu open?');
  const point = { clientX: 12, clientY: header.getBoundingClientRect().bottom + 24 };
  await expect(document.elementFromPoint(point.clientX, point.clientY), 'a tap beside the sheet lands on the scrim').toBe(scrim);
  await userEvent.pointer({ keys: '[MouseLeft]', target: scrim, coords: point });
}

/** Wide screens: the full bar with the call to action at its end, no hamburger, the current page highlighted. */
export const Desktop: Story = {
  name: 'Default',
  tags: ['dev'],
  globals: desktop,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ionvale Systems' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expectCurrent(canvasElement, 'About Us');
    await expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveStyle({ textDecorationLine: 'underline' });
    // The call to action sits in the bar, after the navigation, not inside it.
    const action = canvas.getByRole('link', { name: 'Request a Quote' });
    await expect(action).toBeVisible();
    await expect(nav).not.toContainElement(action);
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(nav.getBoundingClientRect().right);

    // Keyboard order: brand, then the links in order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ionvale Systems' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Products' })).toHaveFocus();
  },
};

/** Desktop with the Products dropdown open, as a visitor sees it after clicking Products. */
export const DesktopMenuOpen: Story = {
  name: 'Menu open',
  tags: ['dev'],
  globals: desktop,
  play: async ({ canvasElement, canvas }) => {
    const products = productsIn(canvasElement);
    await userEvent.click(products());
    await expectExpanded(products, true);
    await expect(canvas.getByRole('link', { name: 'ICP-RIE' })).toBeVisible();
  },
};

/** A phone with the menu open and Products expanded: the sheet over the scrim, its call to action at the foot. */
export const PhoneMenuOpen: Story = {
  name: 'Phone menu open',
  tags: ['dev'],
  globals: phone,
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const products = productsIn(navIn(canvasElement));
    await userEvent.click(products());
    await expectExpanded(products, true);
    await expect(within(navIn(canvasElement)).getByRole('link', { name: 'ICP-RIE' })).toBeVisible();
    // The menu's own Request a Quote and the sheet's call to action at its foot.
    for (const link of canvas.getAllByRole('link', { name: 'Request a Quote' })) await expect(link).toBeVisible();
  },
};

/** Desktop: the dropdown opens on hover and closes after the pointer leaves; Escape and an outside click close it. */
export const DesktopDropdown: Story = {
  globals: desktop,
  play: async ({ canvasElement, canvas }) => {
    const products = productsIn(canvasElement);
    await userEvent.hover(products());
    await expectExpanded(products, true);
    await expect(canvas.getByRole('link', { name: 'ICP-RIE' })).toBeVisible();
    await expect(within(navIn(canvasElement)).getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/contact?topic=quote');

    // The close delay's timing is the MegaMenu's, measured in its stories.
    await userEvent.unhover(products());
    await expectExpanded(products, false);

    // Keyboard.
    products().focus();
    await userEvent.keyboard('{Enter}');
    await expectExpanded(products, true);
    await userEvent.keyboard('{Escape}');
    await expectExpanded(products, false);
    await expect(products()).toHaveFocus();

    // A tap on the page, below the open panel.
    await userEvent.keyboard('{Enter}');
    await expectExpanded(products, true);
    await tapOutside(canvasElement);
    await expectExpanded(products, false);
  },
};

/** On a product page the Products trigger is the current item. */
export const ProductPageCurrent: Story = {
  name: 'Current page',
  tags: ['dev'],
  globals: desktop,
  args: { currentPath: '/products/pecvd' },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, 'Products');
  },
};

/** A path listed in `activeFor` highlights its item (the startup labs page belongs to Startup Package). */
export const AliasPathCurrent: Story = {
  globals: desktop,
  args: { currentPath: '/solutions/startup-labs' },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, 'Startup Package');
  },
};

/** An article highlights Insights. */
export const ArticleCurrent: Story = {
  globals: desktop,
  args: { currentPath: '/insights/icp-vs-rie' },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, 'Insights');
  },
};

/** An unknown path (the 404 page) highlights nothing. */
export const NoCurrent: Story = {
  globals: desktop,
  args: { currentPath: '/no-such-page' },
  play: async ({ canvasElement }) => {
    await expectCurrent(canvasElement, null);
  },
};

/** Phones: a hamburger toggles the nav; Products is a toggle button; a tap outside closes the menu. */
export const Phone: Story = {
  name: 'On a phone',
  tags: ['dev'],
  globals: phone,
  play: async ({ canvasElement, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = navIn(canvasElement);
    await expect(nav).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-controls', nav.id);
    await expectCurrent(canvasElement, 'About Us');

    const products = productsIn(nav);
    await userEvent.click(products());
    await expectExpanded(products, true);
    await expect(within(nav).getByRole('link', { name: 'Stripping System' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
    await userEvent.click(products());
    await expectExpanded(products, false);
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Stripping System' })).not.toBeInTheDocument());

    // The hamburger closes the menu, and opens it again.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // The sheet fills the screen's height under the header, the page behind it does not scroll, and
    // its foot holds the call to action.
    const sheet = navIn(canvasElement).getBoundingClientRect();
    await expect(Math.round(sheet.top)).toBe(Math.round(canvasElement.querySelector('header')!.getBoundingClientRect().bottom));
    await expect(Math.round(sheet.bottom)).toBe(window.innerHeight);
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await expect(within(navIn(canvasElement)).getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/contact?topic=quote');

    // A tap on the scrim closes it, and the page scrolls again.
    await tapScrim(canvasElement);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(document.documentElement.style.overflow).toBe('');

    // Tabbing past the call to action leaves the sheet, which closes rather than stay open behind focus.
    await userEvent.click(toggle);
    within(navIn(canvasElement)).getByRole('link', { name: 'Request a Quote' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'A link on the page' })).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Below the `nav` breakpoint on a tablet: menu and dropdown both open, then a tap on the scrim closes both. */
export const TabletOutsideTap: Story = {
  globals: tablet,
  play: async ({ canvasElement, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const products = productsIn(navIn(canvasElement));
    await userEvent.click(products());
    await expectExpanded(products, true);
    await expect(within(navIn(canvasElement)).getByRole('link', { name: 'HDP-CVD' })).toBeVisible();

    await tapScrim(canvasElement);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // Reopening the menu shows the dropdown closed too.
    await userEvent.click(toggle);
    await expect(productsIn(navIn(canvasElement))()).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Phones, keyboard only: Enter opens; the first Escape closes the dropdown, the second the menu. */
export const PhoneKeyboard: Story = {
  globals: phone,
  play: async ({ canvasElement, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ionvale Systems' })).toHaveFocus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const nav = navIn(canvasElement);
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const products = productsIn(nav);
    await waitFor(() => expect(products()).toHaveFocus());
    await userEvent.keyboard(' ');
    await expectExpanded(products, true);
    await waitFor(() => expect(products()).toHaveFocus());
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'ICP-RIE' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expectExpanded(products, false);
    await expect(products()).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** How a site's router navigates in this story: client-side, by updating the current path. */
const NavigateContext = React.createContext<(to: string) => void>(() => {});

function RouterLink({ href, onClick, children, ...props }: LinkProps) {
  const navigate = React.useContext(NavigateContext);
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/**
 * A router in miniature: the header stays mounted and `currentPath` follows navigation, as on the
 * site. "Browser back" stands for a navigation that does not come from the header (history, a
 * redirect); the play function triggers it without a pointer event or a focus change, so nothing
 * but the path change can close what is open.
 */
function RoutedHeader({ currentPath, ...props }: SiteHeaderProps) {
  const [path, setPath] = React.useState(currentPath);
  return (
    <NavigateContext value={setPath}>
      <SiteHeader {...props} currentPath={path} linkComponent={RouterLink} />
      <div className="ui:mx-auto ui:max-w-page ui:px-4 ui:pt-6 ui:text-ink-700">
        <p>
          Current path: <output>{path}</output>
        </p>
        <button type="button" className="ui:mt-2 ui:underline" onClick={() => setPath('/insights')}>
          Browser back
        </button>
      </div>
    </NavigateContext>
  );
}

export const RouteChangeCloses: Story = {
  globals: phone,
  render: (args) => <RoutedHeader {...args} />,
  // In an app: the router's path as `currentPath` (here React Router's); the header closes what is open when it changes.
  parameters: snippet<SiteHeaderProps>({
    render: (args) => <SiteHeader {...args} />,
    args: { currentPath: code('pathname', { 'react-router': ['useLocation'] }), linkComponent: undefined },
    setup: ['const { pathname } = useLocation();'],
  }),
  play: async ({ canvasElement, canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    const shownPath = canvas.getByRole('status');
    await expect(shownPath).toHaveTextContent('/about');

    // Tapping a link in the open menu navigates; the menu closes and the new page is current.
    await userEvent.click(toggle);
    await userEvent.click(within(navIn(canvasElement)).getByRole('link', { name: 'Contact Us' }));
    await expect(shownPath).toHaveTextContent('/contact');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expectCurrent(canvasElement, 'Contact Us');

    // Menu and dropdown open, then a navigation from elsewhere: both close.
    const products = productsIn(navIn(canvasElement));
    await userEvent.click(products());
    await expectExpanded(products, true);
    canvas.getByRole('button', { name: 'Browser back' }).click();
    await waitFor(() => expect(shownPath).toHaveTextContent('/insights'));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(toggle);
    await expect(productsIn(navIn(canvasElement))()).toHaveAttribute('aria-expanded', 'false');
    await expectCurrent(canvasElement, 'Insights');
  },
};
