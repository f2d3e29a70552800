-- Tabula schema, version 15: reserved for another branch of issue 51 (its migration takes this
-- number when the branches are merged, and replaces this file). Nothing is changed here.
SELECT 1;
