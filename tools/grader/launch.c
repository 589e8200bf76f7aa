/* The grader's launcher: sets the resource limits of a build under test, then executes it.
 * usage: launch UID GID CPU_SECONDS ADDRESS_BYTES FILE_BYTES PROCESSES PROGRAM [ARG...]
 * UID/GID -1 keep the current user; ADDRESS_BYTES 0 leaves the address space unlimited. The
 * user is dropped before the process limit is set, so that the limit counts that user's
 * processes. Address-space randomisation is turned off for the build, so that a build seeding
 * its shuffle from an address deals the same cards on every run. Compiled once by sandbox.py; it
 * exists because doing this from Python in the child costs a full fork of the grader instead of a
 * cheap vfork. */
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/personality.h>
#include <sys/resource.h>
#include <unistd.h>

static void limit(int resource, const char* value) {
  rlim_t n = (rlim_t)strtoull(value, NULL, 10);
  struct rlimit r = {n, n};
  if (resource == RLIMIT_CPU) r.rlim_max = n + 1;
  if (setrlimit(resource, &r) != 0) perror("launch: setrlimit");
}

int main(int argc, char** argv) {
  if (argc < 8) {
    fputs("usage: launch UID GID CPU ADDRESS FILE PROCESSES PROGRAM [ARG...]\n", stderr);
    return 127;
  }
  limit(RLIMIT_CPU, argv[3]);
  if (strtoull(argv[4], NULL, 10) != 0) limit(RLIMIT_AS, argv[4]);
  limit(RLIMIT_FSIZE, argv[5]);
  limit(RLIMIT_CORE, "0");
  long uid = strtol(argv[1], NULL, 10), gid = strtol(argv[2], NULL, 10);
  if (gid >= 0 && (setgroups(0, NULL) != 0 || setgid((gid_t)gid) != 0)) {
    perror("launch: cannot drop the group");
    return 127;
  }
  if (uid >= 0 && setuid((uid_t)uid) != 0) {
    perror("launch: cannot drop the user");
    return 127;
  }
  limit(RLIMIT_NPROC, argv[6]);
  int persona = personality(0xffffffff); /* where this is refused, randomisation stays on */
  if (persona != -1) personality((unsigned long)persona | ADDR_NO_RANDOMIZE);
  execv(argv[7], argv + 7);
  perror("launch: cannot execute the build");
  return 127;
}
