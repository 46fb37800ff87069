import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { docsFrame, snippet } from '../../../test/stories/story-docs';
import { BotChallenge, type BotChallengeProps } from './bot-challenge';
import { scriptsFor, SITE_KEY, standIn, standInTurnstileUrl, unreachableScriptUrl } from './bot-challenge.fixtures';

/** Mounts the challenge only after a click, as a dialog does when it opens. */
function Toggle(props: BotChallengeProps) {
  const [shown, setShown] = React.useState(false);
  return (
    <div className="ui:flex ui:flex-col ui:items-start ui:gap-4 ui:p-6">
      <Button variant="secondary" aria-expanded={shown} onClick={() => setShown((value) => !value)}>
        {shown ? 'Hide verification' : 'Show verification'}
      </Button>
      {shown && <BotChallenge {...props} />}
    </div>
  );
}

// The challenge as a form mounts it; the stories' button only shows that nothing loads before.
// The script is Cloudflare's (the stories' stand-in is left out).
const challengeSnippet = snippet<BotChallengeProps>({
  render: (args) => <BotChallenge {...args} scriptUrl={undefined} />,
});

const meta = {
  title: 'Patterns/BotChallenge',
  component: BotChallenge,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  args: { siteKey: SITE_KEY, onToken: fn() },
  parameters: {
    // On the docs page each story gets its own frame (and its own stand-in script), where its play
    // shows the challenge and ticks, expires or breaks it.
    docs: {
      ...docsFrame().docs,
      description: {
        component:
          'Stories load a stand-in for the Turnstile script from a blob: URL (no network): a labelled checkbox whose tick hands over a fake token.',
      },
    },
    ...challengeSnippet,
  },
  render: (args) => <Toggle {...args} />,
} satisfies Meta<typeof BotChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

const widget = () => screen.getByRole('checkbox', { name: 'Verify you are human' });

/**
 * Nothing is loaded until the challenge mounts; then the script is added once, the widget renders
 * with the site key and the form's action, and a tick hands back the token. Unmounting removes the widget; mounting again
 * renders a new one without loading the script a second time.
 */
export const LoadsOnlyWhenMounted: Story = {
  args: { scriptUrl: standInTurnstileUrl(), action: 'quote' },
  play: async ({ args, canvas }) => {
    const url = args.scriptUrl!;
    await expect(scriptsFor(url)).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Show verification' }));
    const region = canvas.getByRole('group', { name: 'Verification' });
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'));
    await expect(scriptsFor(url)).toHaveLength(1);
    await expect(standIn().loads[url]).toBe(1);
    const rendered = Object.values(standIn().widgets).filter((entry) => !entry.removed);
    await expect(rendered).toHaveLength(1);
    await expect(rendered[0]!.sitekey).toBe(SITE_KEY);
    await expect(rendered[0]!.action).toBe('quote');

    await userEvent.click(widget());
    await expect(args.onToken).toHaveBeenLastCalledWith(expect.stringMatching(/^stand-in-token-/));

    await userEvent.click(canvas.getByRole('button', { name: 'Hide verification' }));
    await expect(canvas.queryByRole('group', { name: 'Verification' })).not.toBeInTheDocument();
    await expect(Object.values(standIn().widgets).filter((entry) => !entry.removed)).toHaveLength(0);
    await expect(args.onToken).toHaveBeenLastCalledWith(null);

    await userEvent.click(canvas.getByRole('button', { name: 'Show verification' }));
    await waitFor(() => expect(widget()).toBeVisible());
    await expect(scriptsFor(url)).toHaveLength(1);
    await expect(standIn().loads[url]).toBe(1);
  },
};

/** The stand-in widget is reachable and operable by keyboard, like the real one. */
export const VerifyWithKeyboard: Story = {
  args: { scriptUrl: standInTurnstileUrl() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show verification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(widget()).toBeVisible());
    await userEvent.tab();
    await expect(widget()).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onToken).toHaveBeenCalledWith(expect.stringMatching(/^stand-in-token-/));
    await expect(within(canvas.getByRole('group', { name: 'Verification' })).getByRole('status')).toHaveTextContent('Success!');
  },
};

/** An expired token is taken back: `onToken(null)`. */
export const TokenExpires: Story = {
  args: { scriptUrl: standInTurnstileUrl() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show verification' }));
    await waitFor(() => expect(widget()).toBeVisible());
    await userEvent.click(widget());
    await expect(args.onToken).toHaveBeenLastCalledWith(expect.stringMatching(/^stand-in-token-/));
    standIn().expireAll();
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
    await expect(widget()).not.toBeChecked();
  },
};

/** A widget error also takes the token back. */
export const WidgetError: Story = {
  args: { scriptUrl: standInTurnstileUrl() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show verification' }));
    await waitFor(() => expect(widget()).toBeVisible());
    await userEvent.click(widget());
    standIn().failAll();
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
  },
};

/** The script cannot load (offline, blocked): an alert says so and offers to try again. */
export const ScriptFailsToLoad: Story = {
  name: 'Could not load',
  tags: ['dev'],
  args: { scriptUrl: unreachableScriptUrl() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show verification' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The verification could not load. Check your connection and try again.');
    await expect(canvas.getByRole('group', { name: 'Verification' })).toHaveAttribute('data-state', 'failed');
    // The failed script is not left behind, so trying again really tries again.
    await expect(scriptsFor(args.scriptUrl!)).toHaveLength(0);

    const retry = within(alert).getByRole('button', { name: 'Try again' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(args.onToken).not.toHaveBeenCalledWith(expect.any(String));
  },
};

/** While the script loads, a status says so, in a region as tall as the widget (no layout shift). */
export const Loading: Story = {
  tags: ['dev'],
  args: { scriptUrl: standInTurnstileUrl() },
  parameters: challengeSnippet,
  render: (args) => <BotChallenge {...args} />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('group', { name: 'Verification' });
    await expect(region.getBoundingClientRect().height).toBeGreaterThanOrEqual(65);
    if (region.getAttribute('data-state') === 'loading') {
      await expect(within(region).getByRole('status')).toHaveTextContent('Loading verification…');
    }
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'));
    await expect(region.getBoundingClientRect().height).toBeGreaterThanOrEqual(65);
  },
};
