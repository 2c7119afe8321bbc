/**
 * Public types of the packing engine. All lengths are integers (centimetres or benchmark units) so that
 * geometry stays exact; weights may be any non-negative number.
 */

/** Index into ORIENTATIONS: which item edge goes along the vehicle length (x), width (y) and height (z). */
export type Orientation = 0 | 1 | 2 | 3 | 4 | 5;

export interface PackItemType {
  id: string;
  textId: string;
  l: number;
  w: number;
  h: number;
  weight: number;
  quantity: number;
  /** Allowed orientations; all six when omitted. See `orientationsFromVerticalEdges` for BR-style flags. */
  allowedOrientations?: readonly Orientation[];
  /** Other items may stand on the top face of this one. */
  allowPutOn: boolean;
  /** This item is hollow: smaller items may be placed inside its box (thin walls assumed). */
  allowPutInto: boolean;
}

export interface Vehicle {
  id: string;
  name: string;
  l: number;
  w: number;
  h: number;
  /** Maximum total weight of the load. */
  payload: number;
}

export interface Placement {
  itemId: string;
  textId: string;
  /** Index of the item type in the input array. */
  typeIndex: number;
  /** Which unit of the type (0..quantity-1); unique per type. */
  unit: number;
  vehicleIndex: number;
  x: number;
  y: number;
  z: number;
  /** Extents along x, y, z after rotation. */
  l: number;
  w: number;
  h: number;
  orientation: Orientation;
  /** Index (in `placements`) of the hollow item this one was put into. */
  insideOf?: number;
}

/** Axis-aligned empty box [x0,x1)×[y0,y1)×[z0,z1); its bottom face is fully supported. */
export interface FreeSpace {
  x0: number;
  y0: number;
  z0: number;
  x1: number;
  y1: number;
  z1: number;
}

export interface VehicleLoad {
  vehicleIndex: number;
  vehicleId: string;
  itemCount: number;
  /** Volume of the items standing in the vehicle (items put into others are not counted twice). */
  loadedVolume: number;
  weight: number;
  /** loadedVolume / vehicle volume. */
  utilisation: number;
  freeSpaces: FreeSpace[];
}

export interface LowerBounds {
  volume: number;
  payload: number;
  floorArea: number;
  /** Martello-Pisinger-Vigo bounds; 0 when they do not apply (rotations allowed or mixed fleet). */
  mpvL1: number;
  mpvL2: number;
}

export interface UnplacedItem {
  itemId: string;
  textId: string;
  typeIndex: number;
  count: number;
}

export interface PackResult {
  placements: Placement[];
  vehicles: VehicleLoad[];
  unplaced: UnplacedItem[];
  vehiclesUsed: number;
  /** Best valid lower bound on the number of vehicles for the placeable items. */
  lowerBound: number;
  bounds: LowerBounds;
  /**
   * packCart: vehiclesUsed - lowerBound (0 proves the vehicle count optimal).
   * packSingleContainer: 1 - loadedVolume / volumeUpperBound (relative distance to the volume bound).
   */
  gap: number;
  /** Sum of loaded volumes; for single-container runs this is the objective. */
  loadedVolume: number;
  /** Upper bound on the loadable volume (single container): min(vehicle volume, item volume). */
  volumeUpperBound: number;
}

export interface PackOptions {
  /** Wall-clock budget for the improvement passes; the first greedy pass always completes. */
  timeBudgetMs?: number;
  seed?: number;
  /** Cap on the number of vehicles used by packCart (default 50). */
  maxVehicles?: number;
  /** Cap on the number of greedy passes per container, for fully deterministic runs. */
  maxPasses?: number;
}

export interface Violation {
  kind: 'overlap' | 'outside' | 'unsupported' | 'orientation' | 'payload' | 'count' | 'unknown-item' | 'put-into';
  message: string;
  placement?: number;
}
