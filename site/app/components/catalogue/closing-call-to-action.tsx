import { Button } from '@company/ui';
import { FilledTemplate } from '~/components/filled-template';
import { LinkButton } from '~/components/link-button';
import { RouterLink } from '~/components/router-link';
import type { CataloguePage, GatedDownload } from '~/content/pages/catalogue';

/** The page's own closing call to action (in place of the shell's band): an expert or the guide, or two other ways in. */
export function CatalogueCallToAction({ copy, onDownload }: { copy: CataloguePage['cta']; onDownload: (file: GatedDownload) => void }) {
  const { expert, guide, application, contact } = copy.actions;
  return (
    <section aria-labelledby="catalogue-cta" className="bg-plasma-950 text-white">
      <div className="mx-auto max-w-page px-4 py-16 lg:px-8">
        <h2 id="catalogue-cta" className="text-3xl font-bold">
          {copy.title}
        </h2>
        <p className="mt-3 max-w-prose text-lg text-ink-200">{copy.body}</p>
        {/* One primary and one secondary action; the quote is the hero's. */}
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton href={expert.href} size="lg" variant="inverse">
            {expert.label}
          </LinkButton>
          <Button size="lg" variant="outlineInverse" onClick={() => onDownload(guide)}>
            {guide.label}
          </Button>
        </div>
        <p className="mt-6 text-ink-200">
          <FilledTemplate
            template={copy.alternatives}
            slots={{
              application: (
                <RouterLink href={application.href} className="font-semibold text-white underline underline-offset-4">
                  {application.label.toLowerCase()}
                </RouterLink>
              ),
              contact: (
                <RouterLink href={contact.href} className="font-semibold text-white underline underline-offset-4">
                  {contact.label.toLowerCase()}
                </RouterLink>
              ),
            }}
          />
        </p>
      </div>
    </section>
  );
}
