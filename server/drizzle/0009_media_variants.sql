-- Narrower copies of each cover for srcset (docs/decisions/0052). Covers stored before this have
-- none and keep being served whole; deleting a cover deletes its copies (the cascade).
CREATE TABLE "media_variants" (
	"media_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"etag" text NOT NULL,
	CONSTRAINT "media_variants_media_id_width_pk" PRIMARY KEY("media_id","width")
);
--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;