CREATE TABLE "bot_conversations" (
	"chat_token" text PRIMARY KEY NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text,
	"return_to" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_queue" (
	"service_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "spanish_machine" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "spanish_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "spanish_reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "translation_queue" ADD CONSTRAINT "translation_queue_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_conversations_expires_at_index" ON "bot_conversations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oauth_states_expires_at_index" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "translation_queue_next_attempt_at_index" ON "translation_queue" USING btree ("next_attempt_at");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_spanish_reviewed_by_users_id_fk" FOREIGN KEY ("spanish_reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;