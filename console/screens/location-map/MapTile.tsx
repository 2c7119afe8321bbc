import { createContext, useContext, useState } from 'react';
import type { TileComponentProps } from 'pigeon-maps';

/** How the map's tiles fare: the screen says so when none loads (a closed network without a tile server). */
export const TileReport = createContext<{ loaded(): void; failed(): void }>({ loaded() {}, failed() {} });

/**
 * pigeon-maps' own tile, plus: a tile that fails is removed instead of showing a broken image, and
 * the screen hears of it. Styles go through React's style prop (the CSSOM), which the CSP allows.
 */
export function MapTile({ tile, tileLoaded }: TileComponentProps) {
  const report = useContext(TileReport);
  const [broken, setBroken] = useState(false);
  // pigeon-maps wants an element: an empty one where the tile failed.
  if (broken) return <span hidden />;
  return (
    <img
      src={tile.url}
      srcSet={tile.srcSet}
      width={tile.width}
      height={tile.height}
      loading="lazy"
      alt=""
      onLoad={() => {
        tileLoaded();
        report.loaded();
      }}
      onError={() => {
        setBroken(true);
        tileLoaded();
        report.failed();
      }}
      style={{ position: 'absolute', left: tile.left, top: tile.top, transformOrigin: 'top left' }}
    />
  );
}
