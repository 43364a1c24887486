import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider';
import { RichTextEditor } from './RichTextEditor';

describe('RichTextEditor', () => {
  it('remounts with the new content when initialHtml changes', () => {
    const { rerender } = render(
      <UIProvider>
        <RichTextEditor label="Content" initialHtml="<p>Chapter one</p>" />
      </UIProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveTextContent('Chapter one');
    rerender(
      <UIProvider>
        <RichTextEditor label="Content" initialHtml="<h2>Chapter two</h2>" />
      </UIProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Chapter two' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).not.toHaveTextContent('Chapter one');
  });
});
