/** The /insights page copy. */
export const insightsPage = {
  meta: {
    title: 'Insights: Plasma Etching and Deposition Articles',
    description:
      'Technical articles on RIE, ICP-RIE, DRIE, PECVD, ALD and HDP-CVD for process engineers and researchers: recipes, process windows, equipment choices and applications.',
  },
  hero: {
    eyebrow: 'Insights',
    title: 'Technical articles for process engineers and researchers',
    lead: 'Practical guides to plasma etching and thin-film deposition: how the processes work, typical recipes and numbers, and how to choose equipment for your lab.',
  },
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search articles...',
  categoriesLabel: 'Filter by category',
  featuredTitle: 'Featured article',
  listTitle: 'All articles',
  recommendationsTitle: 'More Recommendations',
  empty: 'No articles match your search. Try another word or category.',
};
