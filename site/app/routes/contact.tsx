import { ContactForm } from '@company/ui';
import { BOT_CHALLENGE_ACTIONS, contactMessageSchema } from '@company/lead-client/schemas';
import { useSearchParams } from 'react-router';
import { track } from '~/analytics';
import { useLeadFormSettings } from '~/components/lead-forms';
import { PageHero } from '~/components/page';
import { company } from '~/config/company';
import { contact } from '~/content/contact';
import { topicMessage, topicValue } from '~/lib/contact-topics';
import { sendEmail } from '~/lib/leads';
import { pageMeta } from '~/lib/seo';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/contact';
import type { RouteHandle } from '~/config/navigation';

// No closing band from the shell: the band leads here.
export const handle: RouteHandle = { ownClosingBand: true };

export const loader = () => contact;

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.meta, path: '/contact' });

export default function Contact({ loaderData: content }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  // The page is prerendered without a query: the topic applies once the browser has taken over.
  const topic = useHydrated() ? searchParams.get('topic') : null;
  const initialMessage = topicMessage(topic);
  const { address } = company;
  const { formProps } = useLeadFormSettings(BOT_CHALLENGE_ACTIONS.contact);

  return (
    <>
      <PageHero title={content.hero.title}>
        <p>{content.hero.lead}</p>
      </PageHero>
      <div className="mx-auto grid max-w-page gap-12 px-4 py-16 lg:grid-cols-[1fr_2fr] lg:items-start lg:px-8">
        <section aria-labelledby="contact-details" className="space-y-8">
          <h2 id="contact-details" className="text-2xl font-bold">
            How to reach us
          </h2>
          <div>
            <h3 className="font-semibold">Office</h3>
            <address className="mt-2 text-ink-700 not-italic">
              {company.legalName}
              <br />
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}, {address.country}
            </address>
          </div>
          {content.channels.map((channel) => (
            <div key={channel.title}>
              <h3 className="font-semibold">{channel.title}</h3>
              <p className="mt-2">
                <a href={`mailto:${channel.email}`} className="font-medium text-plasma-700 underline">
                  {channel.email}
                </a>
              </p>
              <p className="text-ink-700">{channel.hours}</p>
            </div>
          ))}
          <div>
            <h3 className="font-semibold">Urgent matters</h3>
            <p className="mt-2">
              <a href={company.phone.href} className="font-medium text-plasma-700 underline">
                {company.phone.display}
              </a>
            </p>
          </div>
        </section>
        <section aria-labelledby="contact-form" className="rounded-card border border-ink-200 p-6 shadow-sm md:p-8">
          <h2 id="contact-form" className="text-2xl font-bold">
            {content.formTitle}
          </h2>
          <div className="mt-6">
            <ContactForm
              schema={contactMessageSchema}
              onSubmit={async (values) => {
                const reply = await sendEmail(values);
                track('Contact Form Submitted', { productName: values.productName, topic: values.topic });
                return reply;
              }}
              initialMessage={initialMessage}
              topic={topicValue(topic)}
              failureEmail={company.email.info}
              {...formProps}
            />
          </div>
        </section>
      </div>
    </>
  );
}
