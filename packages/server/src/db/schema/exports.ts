import type { ExportList } from '@bible-admin/contract';

/**
 * Single-use download links of the CSV exports (migration 023). The token itself is never stored: its
 * SHA-256 is the key, so a copy of the database opens no export.
 */
export interface ExportLinksTable {
  /** SHA-256 of the token, hex. */
  token_hash: string;
  /** The admin who asked: the link is theirs only, and only while they are an admin. */
  admin_id: string;
  list: ExportList;
  search: string | null;
  expires_at: string;
  /** When it was used; null until then (a used link is refused). */
  used_at: string | null;
  created_at: string;
}

/**
 * The export slots (migration 023): `admin:<id>:<n>` (one admin's) and `all:<n>` (everyone's), each held by
 * one export until `expires_at`. A running export renews its slots; one that ends frees them; a process
 * that dies leaves them to expire. In the database, so the limits hold across server processes.
 */
export interface ExportLeasesTable {
  slot: string;
  lease_id: string;
  expires_at: string;
}

export interface ExportTables {
  export_links: ExportLinksTable;
  export_leases: ExportLeasesTable;
}
