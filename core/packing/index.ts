export { bestLowerBound, computeLowerBounds } from './bounds.ts';
export { packCart } from './cart-packer.ts';
export { ORIENTATIONS, orientationsFromVerticalEdges, rotatedDims } from './orientation.ts';
export { packSingleContainer } from './single-container.ts';
export type {
  FreeSpace,
  LowerBounds,
  Orientation,
  PackItemType,
  PackOptions,
  PackResult,
  Placement,
  UnplacedItem,
  Vehicle,
  VehicleLoad,
  Violation,
} from './types.ts';
export { type PackInput, validatePacking, vehicleAt } from './validator.ts';
