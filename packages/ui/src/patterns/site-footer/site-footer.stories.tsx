import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { docsFrame } from '../../../test/stories/story-docs';
import { SiteFooter } from './site-footer';

const meta = {
  title: 'Patterns/SiteFooter',
  component: SiteFooter,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  args: {
    brand: {
      name: 'Ionvale Systems',
      description: 'Plasma etching and thin-film deposition equipment for research labs and pilot lines.',
    },
    email: 'sales@ionvale.example',
    phone: { display: '+1 (555) 010-0199', href: 'tel:+15550100199' },
    social: [
      { network: 'professional-network', label: 'Ionvale Systems on LinkedIn', href: 'https://social.example/ionvale' },
      { network: 'microblog', label: 'Ionvale Systems on X', href: 'https://microblog.example/ionvale' },
      { network: 'video', label: 'Ionvale Systems on YouTube', href: 'https://video.example/@ionvale' },
    ],
    partner: { description: 'A partner of', label: 'Example Electronics Co., Ltd.', href: 'https://partner.example' },
    columns: [
      {
        heading: 'Products',
        links: [
          { label: 'ICP-RIE', href: '/products/icp-etcher' },
          { label: 'PECVD', href: '/products/pecvd' },
          { label: 'All Products', href: '/products' },
        ],
      },
      {
        heading: 'Company',
        links: [
          { label: 'About Us', href: '/about' },
          { label: 'Insights', href: '/insights' },
          { label: 'Privacy Policy', href: '/privacy' },
        ],
      },
      {
        heading: 'Support',
        links: [
          { label: 'Service & Support', href: '/service-support' },
          { label: 'Startup Package', href: '/startup-package' },
          { label: 'Contact Us', href: '/contact' },
        ],
      },
    ],
    copyright: '© 2025 Ionvale Systems. All rights reserved.',
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['dev'],
  play: async ({ canvasElement, canvas, args }) => {
    const footer = canvas.getByRole('contentinfo');

    const email = within(footer).getByRole('link', { name: args.email });
    await expect(email).toHaveAttribute('href', `mailto:${args.email}`);
    const phone = within(footer).getByRole('link', { name: args.phone!.display });
    await expect(phone).toHaveAttribute('href', args.phone!.href);
    await expect(phone.getAttribute('href')).toMatch(/^tel:\+\d+$/);

    // Three icon-only links, each named for the network (the icons are hidden from assistive tech).
    const socialList = within(footer).getByRole('list', { name: 'Social media' });
    const social = within(socialList).getAllByRole('link');
    await expect(social.map((link) => link.getAttribute('href'))).toEqual(args.social!.map((link) => link.href));
    for (const link of args.social!) {
      const element = within(socialList).getByRole('link', { name: link.label });
      await expect(element).toBeVisible();
      await expect(element.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }

    const partner = within(footer).getByRole('link', { name: args.partner!.label });
    await expect(partner).toHaveAttribute('href', args.partner!.href);
    await expect(partner.parentElement).toHaveTextContent(`${args.partner!.description} ${args.partner!.label}`);

    for (const column of args.columns) {
      await expect(within(footer).getByRole('heading', { level: 2, name: column.heading })).toBeVisible();
      for (const link of column.links) {
        await expect(within(footer).getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
      }
    }
    await expect(within(footer).getByText(args.copyright)).toBeVisible();

    // Keyboard: the contact links come first, then the three social links, in that order.
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.tab();
    await expect(phone).toHaveFocus();
    for (const link of social) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }

    // Pointer: each social icon is a 44 px target that is really on top where it is drawn, and a
    // click on the icon activates its link (navigation is stopped here to stay on the page).
    const activated: string[] = [];
    const record = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (link) activated.push(link.href);
      event.preventDefault();
    };
    canvasElement.addEventListener('click', record);
    try {
      for (const link of social) {
        const box = link.getBoundingClientRect();
        await expect(box.width).toBeGreaterThanOrEqual(44);
        await expect(box.height).toBeGreaterThanOrEqual(44);
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        await expect(hit !== null && link.contains(hit)).toBe(true);
        await userEvent.click(link.querySelector('svg') as SVGElement);
      }
    } finally {
      canvasElement.removeEventListener('click', record);
    }
    await expect(activated).toEqual(args.social!.map((link) => link.href));
  },
};

/** On a phone the columns stack; everything stays reachable. */
export const Phone: Story = {
  name: 'On a phone',
  tags: ['dev'],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // On the docs page, a frame as wide as the phone.
  parameters: docsFrame(),
  play: async ({ canvas, args }) => {
    const headings = args.columns.map((column) => canvas.getByRole('heading', { level: 2, name: column.heading }));
    const tops = headings.map((heading) => heading.getBoundingClientRect().top);
    await expect(tops[0]).toBeLessThan(tops[1]!);
    await expect(tops[1]).toBeLessThan(tops[2]!);
    await expect(canvas.getByRole('link', { name: args.email })).toBeVisible();
    await expect(canvas.getByRole('link', { name: args.partner!.label })).toBeVisible();
  },
};

/** A footer action, such as reopening the cookie choice: a real button, by pointer and by keyboard. */
export const WithActions: Story = {
  name: 'With actions',
  tags: ['dev'],
  args: { actions: [{ label: 'Cookie settings', onClick: fn() }] },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(button);
    await expect(args.actions![0]!.onClick).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.actions![0]!.onClick).toHaveBeenCalledTimes(2);
  },
};

/** A company without a partner, a phone line or social profiles: those parts are simply left out. */
export const WithoutOptionalParts: Story = {
  name: 'Minimal',
  tags: ['dev'],
  args: { phone: undefined, social: undefined, partner: undefined },
  play: async ({ canvas, args }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: args.email })).toHaveAttribute('href', `mailto:${args.email}`);
    await expect(within(footer).queryByText('Urgent inquiries')).not.toBeInTheDocument();
    await expect(within(footer).queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    await expect(within(footer).queryByText('A partner of', { exact: false })).not.toBeInTheDocument();
    for (const column of args.columns) {
      await expect(within(footer).getByRole('heading', { level: 2, name: column.heading })).toBeVisible();
    }
    await expect(within(footer).getByText(args.copyright)).toBeVisible();
  },
};
