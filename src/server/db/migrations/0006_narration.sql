ALTER TABLE "stories" ADD COLUMN "narrator" text;--> statement-breakpoint
ALTER TABLE "story_pages" ADD COLUMN "narration_method" text;