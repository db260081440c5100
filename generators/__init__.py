"""EgoTV-style dataset generation: task library, splits, PDDL problems, planning, descriptions.

Data flows one way: task library -> problem -> plan -> (simulator) -> recording -> dataset.
"""
