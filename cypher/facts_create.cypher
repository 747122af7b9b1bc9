UNWIND $rows AS row
CREATE (f:Fact)
SET f = row
