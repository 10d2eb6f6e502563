import { options, type VNode } from 'preact';

/**
 * React's `suppressHydrationWarning` (React Router puts it on its inline scripts) is a hint to React, not an
 * attribute: Preact would write it into the HTML, so it is dropped before rendering.
 */
const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown> | undefined;
  if (typeof vnode.type === 'string' && props && 'suppressHydrationWarning' in props) {
    delete props.suppressHydrationWarning;
  }
  previousVnodeHook?.(vnode);
};
