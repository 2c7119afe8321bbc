-- Issue 20 item 4 (docs/decisions.md «Issue 20: field visibility»): workers' phones and passports are
-- read whole only by groups holding the new flags individual_phones and individual_passports. An
-- office upgrading keeps what every group saw until an administrator takes a flag away: every group
-- that exists now gets both (a new database has no groups yet; the demo seed grants them by role).
UPDATE user_groups
SET permissions = permissions || '{"individual_phones": true, "individual_passports": true}'::jsonb;
