CREATE TABLE "story_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"theme" text NOT NULL,
	"setting" text NOT NULL,
	"lesson" text,
	"blurb" text NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"premise" text NOT NULL,
	"plot" jsonb NOT NULL,
	"builtin" boolean DEFAULT false NOT NULL,
	"edited_at" timestamp with time zone,
	"source_library_story_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_templates" ADD CONSTRAINT "story_templates_source_library_story_id_library_stories_id_fk" FOREIGN KEY ("source_library_story_id") REFERENCES "public"."library_stories"("id") ON DELETE set null ON UPDATE no action;