import { cn } from '@company/ui';
import type { articlePage } from '~/content/pages/article';
import { absoluteUrl } from '~/lib/seo';
import type { PostSummary } from '~/lib/insights';

/** Ways to share the article: on X and LinkedIn (each in a new tab), or by e-mail with its excerpt. */
export function ShareLinks({ copy, post }: { copy: (typeof articlePage)['share']; post: Pick<PostSummary, 'slug' | 'title' | 'excerpt'> }) {
  const url = absoluteUrl(`/insights/${post.slug}`);
  const share = [
    { label: copy.x, icon: 'x', href: `https://twitter.com/intent/tweet?${new URLSearchParams({ text: post.title, url })}` },
    { label: copy.linkedin, icon: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}` },
    {
      label: copy.mail,
      icon: 'mail',
      href: `mailto:?subject=${encodeURIComponent(post.title)}&body=${encodeURIComponent(`${post.excerpt}\n\n${url}`)}`,
    },
  ] as const;
  return (
    <div className="mt-8 print:hidden">
      <h2 className="text-lg font-semibold">{copy.title}</h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {share.map((item) => (
          <li key={item.label}>
            <a
              href={item.href}
              target={item.href.startsWith('mailto:') ? undefined : '_blank'}
              rel="noopener noreferrer"
              className={cn(
                'inline-flex min-h-11 items-center gap-2 rounded-control border border-ink-300 px-4 font-medium text-ink-900 hover:bg-ink-100',
                'focus-visible:outline-3 focus-visible:outline-plasma-500',
              )}
            >
              <ShareIcon name={item.icon} />
              {item.label}
              {item.href.startsWith('mailto:') ? null : <span className="sr-only"> {copy.newTab}</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The mark of each way to share, drawn at text size in the text's colour. */
function ShareIcon({ name }: { name: 'x' | 'linkedin' | 'mail' }) {
  const paths = {
    x: <path d="M3 3h4.2l3.3 4.6L14.6 3H17l-5.4 6.2L17.5 17h-4.2l-3.6-5-4.4 5H3l5.9-6.7z" fill="currentColor" />,
    linkedin: (
      <>
        <rect x="2.5" y="2.5" width="15" height="15" rx="2" fill="currentColor" />
        <path d="M6 8.5v5.5M6 6v.01M9 14V8.5m0 2.5c0-1.4 1-2.5 2.3-2.5S13.5 9.4 13.5 11v3" stroke="white" strokeWidth="1.6" strokeLinecap="round" />
      </>
    ),
    mail: (
      <>
        <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="m3 5.5 7 5.5 7-5.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </>
    ),
  };
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" className="shrink-0">
      {paths[name]}
    </svg>
  );
}
