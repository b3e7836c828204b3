-- The CapitalScore screen's id is `capital-score` (was `dnb`; its path stays /dnb): the tier notifications open
-- it by its new id, and the notifications already stored move with it (the bell opens a screen by id).
create or replace function public.notify_score_tier() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  previous integer;
  before_tier text;
  after_tier text;
begin
  if tg_op = 'UPDATE' then
    previous := old.score;
  elsif tg_table_name = 'capital_scores' then
    select s.score into previous from public.capital_scores s
     where s.user_id = new.user_id and s.id <> new.id and s.last_updated_at <= new.last_updated_at
     order by s.last_updated_at desc limit 1;
  else
    select s.score into previous from public.paydex_scores s
     where s.user_id = new.user_id and s.id <> new.id and s.last_updated_at <= new.last_updated_at
     order by s.last_updated_at desc limit 1;
  end if;
  if previous is null then
    return null;
  end if;
  if tg_table_name = 'capital_scores' then
    before_tier := private.capital_score_tier(previous);
    after_tier := private.capital_score_tier(new.score);
    if before_tier <> after_tier then
      perform private.notify(new.user_id, 'capital_score_tier', 'CapitalScore tier: ' || before_tier || ' to ' || after_tier,
        'Your CapitalScore went from ' || previous || ' to ' || new.score || ', which moves you from ' || before_tier || ' to ' || after_tier || '. ' ||
        private.capital_score_tier_means(after_tier), 'capital-score');
    end if;
  else
    before_tier := private.paydex_band(previous);
    after_tier := private.paydex_band(new.score);
    if before_tier <> after_tier then
      perform private.notify(new.user_id, 'paydex_tier', 'PAYDEX: ' || before_tier || ' to ' || after_tier,
        'Your PAYDEX score went from ' || previous || ' to ' || new.score || ', which moves you from ' || before_tier || ' to ' || after_tier ||
        ' (bands: 1-49 High risk, 50-79 Medium risk, 80-100 Low risk). ' ||
        case when new.score > previous then 'Paying suppliers on time or early raises it.' else 'Late payments to suppliers lower it.' end, 'capital-score');
    end if;
  end if;
  return null;
end $$;
revoke execute on function public.notify_score_tier() from public, anon, authenticated;

update public.notifications set screen = 'capital-score' where screen = 'dnb';
