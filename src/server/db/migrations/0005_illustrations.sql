CREATE TABLE "scene_director_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"page_index" integer,
	"director" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"plan" jsonb NOT NULL,
	"status" text NOT NULL,
	"plan_ms" integer NOT NULL,
	"draw_ms" integer NOT NULL,
	"bytes" integer,
	"cost_estimate_microcents" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "cover_path" text;--> statement-breakpoint
ALTER TABLE "story_pages" ADD COLUMN "scene_plan" jsonb;--> statement-breakpoint
ALTER TABLE "scene_director_logs" ADD CONSTRAINT "scene_director_logs_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scene_director_logs_created_idx" ON "scene_director_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "scene_director_logs_story_idx" ON "scene_director_logs" USING btree ("story_id");