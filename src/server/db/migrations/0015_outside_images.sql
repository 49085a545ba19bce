ALTER TABLE "story_pages" ADD COLUMN "illustration_info" jsonb;--> statement-breakpoint
ALTER TABLE "scene_director_logs" ADD COLUMN "from_portrait" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scene_director_logs" ADD COLUMN "likeness_score" integer;