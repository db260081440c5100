"""Training and scoring of verifiers: the train loop (:mod:`.loop`), checkpoints, metrics, scoring a
run on the test splits (:mod:`.scoring`) and its plots."""
