// The personal-data key of every test app and of the template database's demo data, so the demo's encrypted ID
// numbers and phones open in the tests (a test that needs another key passes PERSONAL_DATA_KEY itself).
export const TEST_PERSONAL_DATA_KEY = 'cd'.repeat(32);
