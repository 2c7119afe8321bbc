-- calc_props.unit became a choice from the shared units (core/shared-meta.ts, issue 8). A unit typed
-- with a trailing dot or spaces ('шт.', ' мин ') becomes the listed one; any other text moves into
-- full_unit when that is empty (nothing typed is lost) and the unit is cleared, so every stored row
-- can be saved again without first fixing a unit the select cannot show.
UPDATE calc_props
SET unit = rtrim(btrim(unit), '.')
WHERE unit IS NOT NULL
  AND unit <> rtrim(btrim(unit), '.')
  AND rtrim(btrim(unit), '.') IN ('шт', 'см', 'м', 'кг', 'мин', 'ч', 'этаж', 'м³', 'км', '%');

UPDATE calc_props
SET full_unit = CASE WHEN full_unit IS NULL OR btrim(full_unit) = '' THEN unit ELSE full_unit END,
    unit = NULL
WHERE unit IS NOT NULL
  AND unit NOT IN ('шт', 'см', 'м', 'кг', 'мин', 'ч', 'этаж', 'м³', 'км', '%');
