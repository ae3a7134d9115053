import type { BlogSearchHit, HighlightedText } from '@studyhub/shared-api';
import { STORY_AUTHORS, storyBlogs } from './story-data.ts';

/** `text` with every occurrence of `word` marked, as the API's search and the resource index mark it. */
export function marked(text: string, word: string): HighlightedText {
  return text
    .split(new RegExp(`(${word})`, 'i'))
    .filter((part) => part !== '')
    .map((part) => ({ text: part, mark: part.toLowerCase() === word.toLowerCase() }));
}

/** The best `count` blogs the API's search finds for `word`: the matched words marked in titles and snippets. */
export function storySearchHits(word: string, count = 3): BlogSearchHit[] {
  return storyBlogs(count).map((blog, index) => ({
    _id: blog._id,
    title: marked(index === 0 ? blog.title : `${blog.title}: a ${word} guide`, word),
    category: blog.category,
    createdAt: blog.createdAt,
    snippet: marked(`Breadth-first ${word} explores level by level; depth-first ${word} goes deep first.`, word),
    author: STORY_AUTHORS.wren,
  }));
}
