/** The 404 page copy: served for every address the site does not have. */
export const notFoundPage = {
  meta: {
    title: 'Page Not Found',
    description: "The page you're looking for doesn't exist or has been moved. Find our products, insights and contact details here.",
  },
  title: 'Page Not Found',
  body: "Sorry, the page you're looking for doesn't exist or has been moved.",
  /** Shown once the browser finds a page like the one asked for. */
  suggestion: 'Did you mean {suggestion}?',
  helpfulLinks: {
    title: 'Helpful links',
    items: [
      { label: 'Products', href: '/products', note: 'Etching, deposition, coating and stripping systems' },
      { label: 'Insights', href: '/insights', note: 'Technical articles on plasma processing' },
      { label: 'Equipment Guide (PDF)', href: '/ionvale-equipment-guide.pdf', note: 'Every system and its key figures in one document' },
      { label: 'About Us', href: '/about', note: 'Who we are and how we work' },
      { label: 'Contact Us', href: '/contact', note: 'Talk to a process engineer' },
      { label: 'Home', href: '/', note: 'Start from the beginning' },
    ],
  },
};
