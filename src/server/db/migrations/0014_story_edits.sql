CREATE TABLE "story_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"page_index" integer,
	"instruction" text,
	"style" text,
	"plan" jsonb,
	"status" text NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer NOT NULL,
	"cost" integer NOT NULL,
	"failure_reason" text,
	"work_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "story_edits" ADD CONSTRAINT "story_edits_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_edits" ADD CONSTRAINT "story_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_edits_story_created_idx" ON "story_edits" USING btree ("story_id","created_at");--> statement-breakpoint
CREATE INDEX "story_edits_created_idx" ON "story_edits" USING btree ("created_at");