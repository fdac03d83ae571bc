-- The audit chain's hashes from `prev` on, for several records appended in one statement: `prev`
-- itself, then each record's hash in turn, over the same text as a single append hashes
-- (lib/console/audit-chain/chain-hash.ts, chainText). A function rather than a subquery, so that
-- an append that waited for the head row's lock folds from the head as the other append left it.
CREATE FUNCTION audit_chain_links(prev text, first_seq bigint, contents text[]) RETURNS text[]
LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE AS $$
DECLARE
  links text[] := ARRAY[prev];
BEGIN
  FOR i IN 1 .. coalesce(cardinality(contents), 0) LOOP
    prev := encode(sha256(convert_to(
      '{"content":' || contents[i] || ',"prev_hash":"' || prev || '","seq":' || (first_seq + i - 1) || '}', 'UTF8')), 'hex');
    links := links || prev;
  END LOOP;
  RETURN links;
END;
$$;
