import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as previewAnnotations from '../../.storybook/preview.tsx';
import { toast } from './components/Toaster/Toaster.tsx';
import { axeViolations } from './testing/axe.ts';

// Every story of every component renders (with the preview's theme decorator) and axe finds nothing.
setProjectAnnotations([previewAnnotations]);

type StoriesModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoriesModule>('./components/**/*.stories.tsx', { eager: true });
const componentFolders = Object.keys(import.meta.glob('./components/*/*.tsx')).map((file) => file.split('/')[2]);

afterEach(() => {
  act(() => toast.remove());
});

describe('stories', () => {
  it('exist for every component folder, each with a Default and a DarkTheme story', () => {
    const storyFolders = Object.keys(modules).map((file) => file.split('/')[2]);
    expect(new Set(storyFolders)).toEqual(new Set(componentFolders));
    for (const [file, module] of Object.entries(modules)) {
      expect(Object.keys(module), file).toEqual(expect.arrayContaining(['Default', 'DarkTheme']));
    }
  });

  for (const [file, module] of Object.entries(modules)) {
    // A glob-loaded module has no static story names, so the composed stories are typed here.
    const stories = composeStories(module) as Record<string, ComponentType>;
    describe(file.replace('./components/', ''), () => {
      for (const [name, Story] of Object.entries(stories)) {
        it(`${name} renders with no axe violations`, async () => {
          const { container } = render(<Story />);
          // Let effects (toasts, dialogs) settle before checking.
          await act(async () => {});
          expect(container.firstElementChild, 'the story rendered nothing').not.toBeNull();
          expect(await axeViolations(container)).toEqual([]);
        });
      }
    });
  }
});
