import { forwardRef, type ReactNode } from 'react';
import { LinkProvider, type LinkProps } from '@bible-admin/ui';

/**
 * Stories render links as anchors that do not navigate (a click would leave the story's frame);
 * the last followed path sits on the anchor's document for play functions to read.
 */
const StoryLink = forwardRef<HTMLAnchorElement, LinkProps>(function StoryLink({ to, onClick, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        event.currentTarget.ownerDocument.body.dataset.followedLink = to;
        onClick?.(event);
      }}
      {...rest}
    />
  );
});

/** Story decorator: links that stay in the story. */
export function StoryLinks({ children }: { children: ReactNode }) {
  return <LinkProvider component={StoryLink}>{children}</LinkProvider>;
}
