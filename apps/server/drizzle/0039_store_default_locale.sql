-- The language a store writes to its customers in (its order mails): one of the 21 interface
-- locale codes, checked by the admin API; English for every store until it chooses another.
ALTER TABLE "store" ADD COLUMN "default_locale" text DEFAULT 'en' NOT NULL;