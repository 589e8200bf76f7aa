"""Grading a whole class from its submissions (`hydra-grade class`): each submission (a zip,
a tar.gz or a folder of `.h`/`.cc` files with a Makefile) is unpacked safely, built with `make`
in a sandbox, probed and graded like any build, and marked with a rubric; the class report
puts every submission beside every finding seen in the class. See docs/class.md."""
