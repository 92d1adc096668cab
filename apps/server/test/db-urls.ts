// Connection strings for the maintenance database and for one named database on the same server.

export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export function adminUrl(url: string): string {
  return databaseUrl(url, 'postgres');
}
