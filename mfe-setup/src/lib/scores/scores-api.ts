import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { setupApi } from '../../lib/api';
import type { ScoreRow } from './score-history';

const COLUMNS = 'id, score, last_updated_at';

/**
 * CapitalScore and PAYDEX of the signed-in user: every save is a new row (the history, DECISIONS 9);
 * the current score is the latest `last_updated_at`. The dashboard home and /dnb share these queries.
 */
export const scoresApi = setupApi.enhanceEndpoints({ addTagTypes: ['capital_scores', 'paydex_scores'] }).injectEndpoints({
  endpoints: (build) => ({
    getCapitalScores: build.query<ScoreRow[], string>({
      query: (userId) => (db) => db.from('capital_scores').select(COLUMNS).eq('user_id', userId).order('last_updated_at'),
      providesTags: ['capital_scores'],
    }),
    getPaydexScores: build.query<ScoreRow[], string>({
      query: (userId) => (db) => db.from('paydex_scores').select(COLUMNS).eq('user_id', userId).order('last_updated_at'),
      providesTags: ['paydex_scores'],
    }),
    addCapitalScore: build.mutation<ScoreRow, number>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (score) => (db) => db.from('capital_scores').insert({ score }).select(COLUMNS).single(),
      invalidatesTags: ['capital_scores'],
    }),
    addPaydexScore: build.mutation<ScoreRow, number>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (score) => (db) => db.from('paydex_scores').insert({ score }).select(COLUMNS).single(),
      invalidatesTags: ['paydex_scores'],
    }),
    /** Undo of a save just made: the row goes, and the score before it is the current one again. */
    deleteCapitalScore: build.mutation<null, string>({
      extraOptions: CALLER_SHOWS_ERROR,
      query: (id) => (db) => db.from('capital_scores').delete().eq('id', id),
      invalidatesTags: ['capital_scores'],
    }),
  }),
});

export const {
  useGetCapitalScoresQuery,
  useGetPaydexScoresQuery,
  useAddCapitalScoreMutation,
  useAddPaydexScoreMutation,
  useDeleteCapitalScoreMutation,
} = scoresApi;
