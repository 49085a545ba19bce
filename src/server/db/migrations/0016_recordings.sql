CREATE TABLE "page_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"story_id" uuid NOT NULL,
	"page_index" integer NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"status" text NOT NULL,
	"word_timings" jsonb,
	"timing_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_recordings_story_page_unique" UNIQUE("story_id","page_index")
);
--> statement-breakpoint
ALTER TABLE "page_recordings" ADD CONSTRAINT "page_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_recordings" ADD CONSTRAINT "page_recordings_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_recordings_user_idx" ON "page_recordings" USING btree ("user_id");