// Interface words of the search box in the header and of /search.
export const searchMessages = {
  label: "Search the site",
  placeholder: "Search notices, pages, PDFs ...",
  button: "Search",
  heading: "Search",
  resultsFor: (query: string) => `Results for “${query}”`,
  count: (count: number) => (count === 1 ? "1 item found." : `${count} items found.`),
  askForWords: "Type one or more words in the box above and press Search. Words in English or Marathi both work.",
  noMatch: (query: string) => `Nothing on the site matches “${query}”. Check the spelling, try fewer or shorter words, or look in one of these sections:`,
  loading: "the search results",
  dated: "Dated",
  nextPage: "More results",
  sections: "Sections",
} as const;
