// MAP_TILE_URL (server config, read from GET /api/shared) as pigeon-maps' tile provider. A closed
// network points it at a local tile server; `{s}` spreads the requests over a, b and c.

const subdomains = ['a', 'b', 'c'];

export function tileProvider(template: string): (x: number, y: number, z: number) => string {
  return (x, y, z) =>
    template
      .replace('{s}', subdomains[(x + y) % subdomains.length])
      .replace('{z}', String(z))
      .replace('{x}', String(x))
      .replace('{y}', String(y));
}
