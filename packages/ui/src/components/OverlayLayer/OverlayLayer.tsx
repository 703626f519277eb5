import { type ReactNode, useCallback, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { layer } from './OverlayLayer.css.ts';

export interface OverlayLayerProps {
  children: ReactNode;
}

/**
 * Hosts the portals of the overlays inside it (modals, toasts) at the place where it is rendered
 * instead of at the end of `document.body`. Rendered inside the themed root, the overlays inherit
 * the theme's variables, the font stack and `lang`, which a portal to the body would lose.
 */
export function OverlayLayer({ children }: OverlayLayerProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const getContainer = useCallback(() => container, [container]);
  return (
    <div ref={setContainer} className={layer} data-overlay-layer="">
      {container ? <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider> : null}
    </div>
  );
}
