ALTER TABLE "loyalty_entries" DROP CONSTRAINT "loyalty_entries_kind_points";--> statement-breakpoint
ALTER TABLE "loyalty_entries" ADD CONSTRAINT "loyalty_entries_kind_points" CHECK (("loyalty_entries"."kind" = 'Reward' and "loyalty_entries"."points" > 0)
       or ("loyalty_entries"."kind" = 'Redeem' and "loyalty_entries"."points" < 0)
       or ("loyalty_entries"."kind" = 'Adjust' and "loyalty_entries"."points" <> 0 and "loyalty_entries"."reason" is not null)
       or ("loyalty_entries"."kind" = 'RewardReversal' and "loyalty_entries"."points" <= 0 and "loyalty_entries"."reverses" is not null)
       or ("loyalty_entries"."kind" = 'RedeemReversal' and "loyalty_entries"."points" > 0 and "loyalty_entries"."reverses" is not null)
       or ("loyalty_entries"."kind" = 'Expire' and "loyalty_entries"."points" < 0 and "loyalty_entries"."reverses" is null));