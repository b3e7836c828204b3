/** A row of `automations` (spec 1). Files (emoji image, automation image) are paths in business-documents or URLs. */
export interface Automation {
  id: string;
  name: string | null;
  type: string | null;
  description: string | null;
  notes: string | null;
  is_auto_sync: boolean;
  is_notification: boolean;
  automation_file_url: string | null;
  emoji: string | null;
  status: string | null;
  display_order: number;
  lastUpdated: string | null;
}

export const AUTOMATION_COLUMNS =
  'id, name, type, description, notes, is_auto_sync, is_notification, automation_file_url, emoji, status, display_order, lastUpdated';
