/** The admin the test template is seeded with (demo users of groups 1, 2, 4, 6, 7 come from the demo seed). */
export const TEST_ADMIN = { adminEmail: 'admin@test.local', adminPassword: 'admin-test-pass' };
