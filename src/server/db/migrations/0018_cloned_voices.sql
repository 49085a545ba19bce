CREATE TABLE "cloned_voices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"sample_path" text NOT NULL,
	"sample_content_type" text NOT NULL,
	"sample_duration_ms" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_voice_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "cloned_voice_id" uuid;--> statement-breakpoint
ALTER TABLE "narration_redos" ADD COLUMN "cloned_voice_id" uuid;--> statement-breakpoint
ALTER TABLE "cloned_voices" ADD CONSTRAINT "cloned_voices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloned_voices_user_idx" ON "cloned_voices" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_cloned_voice_id_cloned_voices_id_fk" FOREIGN KEY ("cloned_voice_id") REFERENCES "public"."cloned_voices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "narration_redos" ADD CONSTRAINT "narration_redos_cloned_voice_id_cloned_voices_id_fk" FOREIGN KEY ("cloned_voice_id") REFERENCES "public"."cloned_voices"("id") ON DELETE set null ON UPDATE no action;