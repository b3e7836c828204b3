/**
 * THE permission matrix: for every table and bucket, what anon, client A, client B and an admin may do.
 * Each cell is select/insert/update/delete:
 *   select, update, delete:  all  = both fixture rows (one owned by client A, one by client B)
 *                            own  = only the caller's own row          -    = none (0 rows, no error)
 *   insert:                  any  = a row for themselves and one for another user
 *                            own  = only a row for themselves (the other is refused: RLS)   - = refused
 * For content and content buckets the two fixture rows have no owner: "all" or "-".
 * For buckets: select = download by path, insert = upload, update = overwrite, delete = remove.
 * user-documents: a client's file is the owner's alone, with or without a document row: admins read clients'
 * files only through the logged open-document function, and the server removes files no row points at
 * (open-document.itest.ts). An admin may add a file into any user's folder (delivering a document, migration
 * 20261207040200), never overwrite or read one (task-submissions.itest.ts).
 */
export const MATRIX = `
target                          | anon        | clientA          | clientB          | admin
users                           | -/-/-/-     | own/-/own/-      | own/-/own/-      | all/-/all/-
training_videos                 | -/-/-/-     | all/-/-/-        | all/-/-/-        | all/any/all/all
video_resources                 | -/-/-/-     | all/-/-/-        | all/-/-/-        | all/any/all/all
elite_books                     | -/-/-/-     | all/-/-/-        | all/-/-/-        | all/any/all/all
automations                     | -/-/-/-     | all/-/-/-        | all/-/-/-        | all/any/all/all
loans                           | -/-/-/-     | all/-/-/-        | all/-/-/-        | all/any/all/all
task_templates                  | -/-/-/-     | all/-/-/-        | all/-/-/-        | all/any/all/all
tasks                           | -/-/-/-     | own/-/-/-        | own/-/-/-        | all/any/all/all
payments                        | -/-/-/-     | own/-/-/-        | own/-/-/-        | all/any/all/all
merchant_transactions           | -/-/-/-     | own/-/-/-        | own/-/-/-        | all/any/all/all
program_requests                | -/-/-/-     | own/own/-/-      | own/own/-/-      | all/own/all/all
business_documents              | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/all
activities                      | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
bank_accounts                   | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
business_accounts               | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
business_account_details        | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
capital_scores                  | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
paydex_scores                   | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
owner_profiles                  | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
notifications                   | -/-/-/-     | own/-/own/-      | own/-/own/-      | -/-/-/-
release_canaries                | -/-/-/-     | -/-/-/-          | -/-/-/-          | all/-/-/-
account_activity                | -/-/-/-     | own/-/-/-        | own/-/-/-        | all/-/-/-
notification_kinds              | -/-/-/-     | -/-/-/-          | -/-/-/-          | -/-/-/-
remote_search_kinds             | -/-/-/-     | -/-/-/-          | -/-/-/-          | -/-/-/-
notification_preferences        | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
website_templates               | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
social_accounts                 | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
request_automations             | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/all/-
store_cards                     | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
credit_cards                    | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
account_receivables             | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
account_receivable_documents    | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
purchase_orders                 | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
purchase_order_documents        | -/-/-/-     | own/own/own/own  | own/own/own/own  | all/own/-/-
bucket:business-documents       | -/-/-/-     | all/-/-/-        | all/-/-/-        | all/any/all/all
bucket:book-covers              | all/-/-/-   | all/-/-/-        | all/-/-/-        | all/any/all/all
bucket:user-documents           | -/-/-/-     | own/own/own/own  | own/own/own/own  | -/any/-/-
conversations                   | -/-/-/-     | own/-/-/-        | own/-/-/-        | all/-/-/-
conversation_messages           | -/-/-/-     | own/-/-/-        | own/-/-/-        | all/-/-/-
conversation_reads              | -/-/-/-     | own/-/-/-        | own/-/-/-        | all/-/-/-
advisor_cards                   | -/-/-/-     | own/-/-/-        | own/-/-/-        | all/own/-/-
bucket:chat-attachments         | -/-/-/-     | own/own/-/own    | own/own/-/own    | all/any/-/-
`;

export const ACTORS = ['anon', 'clientA', 'clientB', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export const OPERATIONS = ['select', 'insert', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];
export type Expectation = 'all' | 'own' | 'any' | '-';

export interface MatrixRow {
  target: string;
  cells: Record<Actor, Record<Operation, Expectation>>;
}

export function parseMatrix(text: string = MATRIX): MatrixRow[] {
  const lines = text
    .trim()
    .split('\n')
    .map((l) => l.split('|').map((c) => c.trim()));
  const [header, ...rows] = lines;
  if (header.slice(1).join(',') !== ACTORS.join(',')) throw new Error(`matrix header must list ${ACTORS.join(', ')}`);
  return rows.map(([target, ...cells]) => {
    const parsed = {} as MatrixRow['cells'];
    ACTORS.forEach((actor, i) => {
      const parts = cells[i].split('/');
      if (parts.length !== 4) throw new Error(`${target}/${actor}: expected select/insert/update/delete`);
      parsed[actor] = Object.fromEntries(
        OPERATIONS.map((op, j) => {
          const v = parts[j];
          if (!['all', 'own', 'any', '-'].includes(v)) throw new Error(`${target}/${actor}/${op}: unknown "${v}"`);
          return [op, v];
        }),
      ) as Record<Operation, Expectation>;
    });
    return { target, cells: parsed };
  });
}
