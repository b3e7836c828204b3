export type PrivilegeTable = Map<string, Map<string, string[]>>;
export declare const PRIVILEGES_FILE: string;
export declare const API_ROLES: string[];
export declare const GRANT_SCHEMAS: string[];
interface Transactional {
  transaction<T>(
    fn: (tx: { query(sql: string): Promise<{ rows: Record<string, unknown>[] }>; exec(sql: string): Promise<void> }) => Promise<T>,
  ): Promise<T>;
}
export declare function readPrivileges(db: Transactional): Promise<PrivilegeTable>;
export declare function renderPrivileges(table: PrivilegeTable): string;
export declare function parsePrivileges(text: string): PrivilegeTable;
export declare function privilegeDifferences(expected: PrivilegeTable, actual: PrivilegeTable): string[];
export declare function centralPrivileges(table: PrivilegeTable): PrivilegeTable;
export declare function readCommittedPrivileges(): string | undefined;
