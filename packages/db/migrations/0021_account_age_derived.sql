-- Issue 23: is_over_21 is worked out from the confirmed date of birth (the domain's ageStatus). The old yes/no was
-- never a date of birth (only the seed set it), so it is not carried over: nobody is guessed to be 21.
ALTER TABLE "accounts" DROP COLUMN "is_over21";
