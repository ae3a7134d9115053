import type { HighlightedText } from '@studyhub/shared-api';
import { blogPath } from '@studyhub/shared-api/catalog';
import { groupByKind } from '../result-kinds.ts';
import type { SiteSearch } from '../use-site-search.ts';

/** Suggestions per kind: enough to jump straight to the likely one; the page has the rest. */
export const SUGGESTIONS_PER_KIND = 2;

export interface Suggestion {
  /** Unique across the list: the option's React key and the active option's identity. */
  key: string;
  title: HighlightedText;
  href: string;
}

export interface SuggestionGroup {
  label: string;
  suggestions: Suggestion[];
}

/** The top results across kinds, in the results page's order: Blogs first, then each resource kind. */
export function topSuggestions({ blogs, resources }: SiteSearch): SuggestionGroup[] {
  const blogGroup: SuggestionGroup = {
    label: 'Blogs',
    suggestions: blogs.hits.slice(0, SUGGESTIONS_PER_KIND).map((hit) => ({ key: `blog:${hit._id}`, title: hit.title, href: blogPath(hit._id) })),
  };
  const resourceGroups = groupByKind(resources.hits).map(
    (group): SuggestionGroup => ({
      label: group.label,
      suggestions: group.hits.slice(0, SUGGESTIONS_PER_KIND).map((hit) => ({ key: `${hit.kind}:${hit.id}`, title: hit.title, href: hit.href })),
    }),
  );
  return [blogGroup, ...resourceGroups].filter((group) => group.suggestions.length > 0);
}
