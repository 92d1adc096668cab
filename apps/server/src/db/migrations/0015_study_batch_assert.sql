-- Raises `message` unless `ok`: a multi-statement write that commits in the same round trip (db/pipeline.ts) checks
-- what it wrote inside the transaction, so that a mismatch rolls it back instead of being found after the commit.
CREATE OR REPLACE FUNCTION etp_assert(ok boolean, message text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION '%', message;
  END IF;
  RETURN true;
END $$;
