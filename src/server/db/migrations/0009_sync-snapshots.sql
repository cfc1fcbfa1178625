CREATE TABLE "sync_snapshot_builds" (
	"scope" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_snapshots" (
	"scope" text NOT NULL,
	"cursor" bigint NOT NULL,
	"etag" text NOT NULL,
	"records" integer NOT NULL,
	"raw_bytes" integer NOT NULL,
	"br" "bytea" NOT NULL,
	"gzip" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_snapshots_scope_cursor_pk" PRIMARY KEY("scope","cursor")
);
