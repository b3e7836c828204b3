import type { Tables } from 'shared-ui';
import { orderedContentApi, orderedListEndpoints } from '../../../lib/ordered-content-api';

/** A row of `training_videos` (spec 1): video and thumbnail are paths in the private business-documents bucket. */
export type TrainingVideo = Tables<'training_videos'>;

/** The training videos, in display_order (admins add, edit, delete and re-order; every signed-in user reads). */
export const trainingVideosApi = orderedContentApi.injectEndpoints({
  endpoints: (build) => {
    const videos = orderedListEndpoints(build, 'training_videos');
    return { getTrainingVideos: videos.list, addTrainingVideo: videos.create, updateTrainingVideo: videos.update };
  },
});

export const { useGetTrainingVideosQuery, useAddTrainingVideoMutation, useUpdateTrainingVideoMutation } = trainingVideosApi;
