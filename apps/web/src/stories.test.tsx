import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';

// Every story renders in jsdom and its play function (the interaction test) passes: the stories
// are the components' documented states, so a story that breaks is a component that broke.
setProjectAnnotations(preview);

// Storybook unmounts a story (portals included) only when the next one loads: load once more after
// each test, so every story starts from an empty document.
let last: { load: () => Promise<void> } | undefined;
afterEach(async () => {
  await last?.load();
  last = undefined;
  cleanup();
});

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)) as Array<
    [string, { run: () => Promise<void>; load: () => Promise<void> }]
  >;
  it.each(stories)('%s renders and plays', async (_name, Story) => {
    last = Story;
    await Story.run();
    // The story mounted something (its root element has content), and the play function passed.
    expect(document.body.querySelector('* *')).not.toBeNull();
  });
});
