// Connection strings for the test databases: copies are made and dropped from the connection TEST_DATABASE_URL names.

export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The throw-away database of TEST_DATABASE_URL is where CREATE/DROP DATABASE for the copies are issued. */
export function adminUrl(url: string): string {
  return url;
}
