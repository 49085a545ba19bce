CREATE TABLE "narration_redos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	"page_index" integer,
	"narrator" text NOT NULL,
	"status" text NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"pages_total" integer NOT NULL,
	"cost" integer NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "narration_redos" ADD CONSTRAINT "narration_redos_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "narration_redos" ADD CONSTRAINT "narration_redos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "narration_redos_story_created_idx" ON "narration_redos" USING btree ("story_id","created_at");