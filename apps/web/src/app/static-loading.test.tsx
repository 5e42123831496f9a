import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from '../components/LoadingScreen';

/** The markup with whitespace-only text between tags dropped, as the browser lays it out. */
function serialized(container: Element): string {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const blank: Node[] = [];
  while (walker.nextNode())
    if (!walker.currentNode.textContent?.trim()) blank.push(walker.currentNode);
  for (const node of blank) node.parentNode?.removeChild(node);
  return container.innerHTML;
}

describe('index.html', () => {
  it('paints the same loading screen React renders first, so nothing shifts when React takes over', () => {
    const html = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
    const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root');
    const rendered = document.createElement('div');
    rendered.innerHTML = renderToStaticMarkup(<LoadingScreen />);
    expect(root).not.toBeNull();
    expect(serialized(root!)).toBe(serialized(rendered));
  });
});
