import { describe, expect, it } from 'vitest';
import { highlight } from './highlight.ts';
import { queryWords } from './query-words.ts';

describe('highlight', () => {
  it('marks every occurrence of every word, whatever the case, keeping the original text', () => {
    expect(highlight('Data structures: trees and Tree traversals', ['tree', 'DATA'])).toEqual([
      { text: 'Data', mark: true },
      { text: ' structures: ', mark: false },
      { text: 'tree', mark: true },
      { text: 's and ', mark: false },
      { text: 'Tree', mark: true },
      { text: ' traversals', mark: false },
    ]);
  });

  it('joins overlapping and touching matches into one run', () => {
    expect(highlight('recursion', ['recur', 'cursion'])).toEqual([{ text: 'recursion', mark: true }]);
    expect(highlight('abcdef', ['abc', 'def'])).toEqual([{ text: 'abcdef', mark: true }]);
    expect(highlight('xabcx', ['abc', 'b'])).toEqual([
      { text: 'x', mark: false },
      { text: 'abc', mark: true },
      { text: 'x', mark: false },
    ]);
  });

  it('treats regular-expression characters literally and leaves unmatched text as one run', () => {
    expect(highlight('C++ (and C#)', ['c++', '(and'])).toEqual([
      { text: 'C++', mark: true },
      { text: ' ', mark: false },
      { text: '(and', mark: true },
      { text: ' C#)', mark: false },
    ]);
    expect(highlight('nothing here', ['zzz'])).toEqual([{ text: 'nothing here', mark: false }]);
    expect(highlight('', ['a'])).toEqual([]);
  });

  it('keeps indices right when lower-casing would change the length', () => {
    expect(highlight('İstanbul graphs', ['graphs'])).toEqual([
      { text: 'İstanbul ', mark: false },
      { text: 'graphs', mark: true },
    ]);
  });
});

describe('queryWords', () => {
  it('splits on any whitespace and drops repeats, ignoring case', () => {
    expect(queryWords('  data\tStructures  data DATA \n')).toEqual(['data', 'Structures']);
    expect(queryWords('   ')).toEqual([]);
  });
});
