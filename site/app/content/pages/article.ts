/** An article page's copy around the article, which is Markdown in `insights/`. */
export const articlePage = {
  contents: 'In this article',
  nextStep: {
    title: 'Have a process like this to run?',
    body:
      'Tell us your material, feature sizes and wafer size: a process engineer replies within 1 business day with a recipe starting ' +
      'point and the system configuration that runs it.',
  },
  /** The process library's entries the article prints figures from. */
  processData: {
    title: 'Process data in this article',
    lead: 'The rates and figures linked above are printed from our process data; each entry gives the full conditions.',
    library: 'Browse the process library',
  },
  tags: 'Tags',
  share: {
    title: 'Share this article',
    x: 'Share on X',
    linkedin: 'Share on LinkedIn',
    mail: 'Share by e-mail',
    /** Read after the name of a link that opens elsewhere. */
    newTab: '(opens in a new tab)',
  },
  relatedProducts: { title: 'Related Products', askEngineer: 'Ask an engineer about your process' },
  relatedArticles: 'Related Articles',
};

/**
 * The page for an article that does not exist. Apart from the article's copy: it is also shown where no
 * route data came (a client-side visit to an address the build does not have), so its words are in the script.
 */
export const articleNotFound = {
  meta: { title: 'Post not found', description: 'This article does not exist or has moved. Browse all our technical articles.' },
  title: 'Post not found',
  body: 'This article does not exist or has moved.',
  browse: 'Browse all articles',
};
