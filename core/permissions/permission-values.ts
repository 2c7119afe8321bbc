import { isPermissionKey } from './permission-catalogue.ts';

/** Field errors of a group's permissions, worded to follow the label «Права». */
export const permissionTexts = {
  notAnObject: 'должны быть набором флагов {"флаг": true/false}',
  unknownFlag: (key: string) => `содержат неизвестное право «${key}»`,
  notBoolean: (key: string) => `содержат право «${key}» со значением, отличным от true/false`,
} as const;

/**
 * What is wrong with a permissions map before it is stored: only flags of the catalogue, each true
 * or false. An unknown flag would be stored silently and grant nothing (or a typo would hide the
 * flag the admin meant), so it is refused.
 */
export function permissionProblems(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object' || Array.isArray(value)) return [permissionTexts.notAnObject];
  return Object.entries(value).flatMap(([key, on]) => {
    if (!isPermissionKey(key)) return [permissionTexts.unknownFlag(key)];
    if (typeof on !== 'boolean') return [permissionTexts.notBoolean(key)];
    return [];
  });
}
