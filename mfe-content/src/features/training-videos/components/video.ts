/** A row of `training_videos` (spec 1): video and thumbnail are paths in the private business-documents bucket. */
export interface TrainingVideo {
  id: string;
  display_order: number;
  title: string;
  description: string;
  duration: string;
  video_url: string;
  thumbnail_url: string;
  is_downloadable: boolean;
  created_at: string;
}

export const VIDEO_COLUMNS = 'id, display_order, title, description, duration, video_url, thumbnail_url, is_downloadable, created_at';
