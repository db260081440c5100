"""Procedural knowledge from rendered episodes: knowledge graph (kg), situated QA (qa, qa_derive),
verb-argument tuples (tuples), episode reading (episodes) and their sub-commands (cli). Issue 15."""
