CREATE TABLE "library_loves" (
	"library_story_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_loves_library_story_id_user_id_pk" PRIMARY KEY("library_story_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "library_pages" (
	"library_story_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"text" text NOT NULL,
	"illustration_path" text,
	"illustration_alt" text,
	"narration_path" text,
	"word_timings" jsonb,
	"narration_method" text,
	CONSTRAINT "library_pages_library_story_id_index_pk" PRIMARY KEY("library_story_id","index")
);
--> statement-breakpoint
CREATE TABLE "library_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_story_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "library_saves" (
	"library_story_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_saves_library_story_id_user_id_pk" PRIMARY KEY("library_story_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "library_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"source_story_id" uuid,
	"title" text NOT NULL,
	"hero_name" text NOT NULL,
	"theme" text NOT NULL,
	"template_id" text,
	"reading_level" text NOT NULL,
	"length" integer NOT NULL,
	"illustration_style" text NOT NULL,
	"narrator" text,
	"narrated" boolean DEFAULT false NOT NULL,
	"cover_path" text,
	"page_count" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"loves" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "library_loves" ADD CONSTRAINT "library_loves_library_story_id_library_stories_id_fk" FOREIGN KEY ("library_story_id") REFERENCES "public"."library_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_loves" ADD CONSTRAINT "library_loves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_pages" ADD CONSTRAINT "library_pages_library_story_id_library_stories_id_fk" FOREIGN KEY ("library_story_id") REFERENCES "public"."library_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_reports" ADD CONSTRAINT "library_reports_library_story_id_library_stories_id_fk" FOREIGN KEY ("library_story_id") REFERENCES "public"."library_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_reports" ADD CONSTRAINT "library_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_saves" ADD CONSTRAINT "library_saves_library_story_id_library_stories_id_fk" FOREIGN KEY ("library_story_id") REFERENCES "public"."library_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_saves" ADD CONSTRAINT "library_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_stories" ADD CONSTRAINT "library_stories_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_stories" ADD CONSTRAINT "library_stories_source_story_id_stories_id_fk" FOREIGN KEY ("source_story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_loves_user_idx" ON "library_loves" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "library_reports_open_idx" ON "library_reports" USING btree ("library_story_id","reporter_id") WHERE "library_reports"."reviewed_at" is null;--> statement-breakpoint
CREATE INDEX "library_saves_user_idx" ON "library_saves" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "library_stories_owner_idx" ON "library_stories" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "library_stories_moderation_idx" ON "library_stories" USING btree ("status") WHERE "library_stories"."status" in ('pending', 'hidden');--> statement-breakpoint
CREATE INDEX "library_stories_newest_idx" ON "library_stories" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "library_stories"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "library_stories_loved_idx" ON "library_stories" USING btree ("loves" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "library_stories"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "library_stories_theme_idx" ON "library_stories" USING btree ("theme","published_at" DESC NULLS LAST) WHERE "library_stories"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "library_stories_level_idx" ON "library_stories" USING btree ("reading_level","published_at" DESC NULLS LAST) WHERE "library_stories"."status" = 'approved';