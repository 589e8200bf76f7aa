"""The rules of Hydra in Python, a leaf package that imports no other part of the kit: the card
vocabulary (cards.py) and the one Python model of a table (model.py). The grader, the corpus
tools, the differential fuzzer and the end-to-end tests all read the rules from here."""
