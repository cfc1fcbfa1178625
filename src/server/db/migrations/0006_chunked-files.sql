CREATE TABLE "file_chunks" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "feedback_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_staged_idx" ON "files" USING btree ("created_at") WHERE feedback_id IS NULL;--> statement-breakpoint
-- Photos and PDFs are already compressed: store them out of line without trying again.
ALTER TABLE "file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Existing attachments move into 128 KiB chunks (UPLOAD_CHUNK_BYTES) before their column goes.
INSERT INTO "file_chunks" ("file_id", "seq", "data")
SELECT "id", g, substring("data" from g * 131072 + 1 for 131072)
FROM "files", generate_series(0, (length("data") - 1) / 131072) AS g
WHERE length("data") > 0;--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "data";