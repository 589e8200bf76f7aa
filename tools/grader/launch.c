/* The grader's launcher: sets the resource limits of a build under test, then executes it.
 * usage: launch UID GID CPU_SECONDS ADDRESS_BYTES FILE_BYTES PROCESSES PROGRAM [ARG...]
 *        launch --batch UID GID CPU_SECONDS ADDRESS_BYTES FILE_BYTES PROCESSES SCRATCH
 * UID/GID -1 keep the current user; ADDRESS_BYTES 0 leaves the address space unlimited. The
 * user is dropped before the process limit is set, so that the limit counts that user's
 * processes. Address-space randomisation is turned off for the build, so that a build seeding
 * its shuffle from an address deals the same cards on every run. Compiled once by sandbox.py; it
 * exists because doing this from Python in the child costs a full fork of the grader instead of a
 * cheap vfork.
 *
 * With --batch it runs a build once per job read from standard input, one after another (the
 * fast path of many transcripts without a Python process start per run: batch.py), each in a
 * session of its own and a working folder of its own under SCRATCH (made once, emptied after
 * every run: as good as a fresh one, and cheaper), its standard error written to a file there.
 * A job is the line "WALL_MS OUTPUT_CAP CLOSE_INPUT ARGC ENVC INPUT_BYTES", then ARGC and ENVC
 * NUL-terminated strings (the program and its arguments, the environment) and the input. Its
 * answer is the line "CUT STATUS OUTPUT_BYTES" and the output: CUT is "-" (it ended by
 * itself), "timeout" (the wall clock ran out), "output" (past the cap) or "wants-input" (with
 * CLOSE_INPUT 0: it read every byte and blocks reading more); STATUS is the exit status, minus
 * the signal that killed it, or "none" when it was cut off. The run's process group is killed
 * when the run ends. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <grp.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/personality.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void limit(int resource, const char* value) {
  rlim_t n = (rlim_t)strtoull(value, NULL, 10);
  struct rlimit r = {n, n};
  if (resource == RLIMIT_CPU) r.rlim_max = n + 1;
  if (setrlimit(resource, &r) != 0) perror("launch: setrlimit");
}

/* Takes on the limits and the user given as UID GID CPU ADDRESS FILE PROCESSES: 0, or 127 after
 * a message when the user cannot be dropped. */
static int become_build(char** given) {
  limit(RLIMIT_CPU, given[2]);
  if (strtoull(given[3], NULL, 10) != 0) limit(RLIMIT_AS, given[3]);
  limit(RLIMIT_FSIZE, given[4]);
  limit(RLIMIT_CORE, "0");
  long uid = strtol(given[0], NULL, 10), gid = strtol(given[1], NULL, 10);
  if (gid >= 0 && (setgroups(0, NULL) != 0 || setgid((gid_t)gid) != 0)) {
    perror("launch: cannot drop the group");
    return 127;
  }
  if (uid >= 0 && setuid((uid_t)uid) != 0) {
    perror("launch: cannot drop the user");
    return 127;
  }
  limit(RLIMIT_NPROC, given[5]);
  int persona = personality(0xffffffff); /* where this is refused, randomisation stays on */
  if (persona != -1) personality((unsigned long)persona | ADDR_NO_RANDOMIZE);
  return 0;
}

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* Whether the process sleeps in a read of its standard input (read, pread64 or readv on fd 0),
 * as sandbox.blocked_on_stdin tells it. */
static int blocked_on_stdin(pid_t pid) {
  char path[64], buf[512];
  snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
  FILE* f = fopen(path, "r");
  if (!f) return 0;
  size_t n = fread(buf, 1, sizeof buf - 1, f);
  fclose(f);
  buf[n] = 0;
  char* close_paren = strrchr(buf, ')');
  if (!close_paren || (close_paren[2] != 'S' && close_paren[2] != 'D')) return 0;
  snprintf(path, sizeof path, "/proc/%d/syscall", (int)pid);
  f = fopen(path, "r");
  if (!f) return 0;
  long call = -1;
  unsigned long fd = 1;
  int got = fscanf(f, "%ld %lx", &call, &fd);
  fclose(f);
  return got == 2 && (call == 0 || call == 17 || call == 19) && fd == 0;
}

static int remove_entry(const char* path, const struct stat* st, int flag, struct FTW* ftw) {
  (void)st, (void)flag;
  if (ftw->level > 0) remove(path);
  return 0;
}

static char folder[4096]; /* the runs' working folder */

static void remove_folder(void) {
  nftw(folder, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
  rmdir(folder);
}

static int read_all(void* buf, size_t n) { return n == 0 || fread(buf, 1, n, stdin) == n; }

/* `count` NUL-terminated strings read from standard input into a NULL-ended array with room
 * for `room` more. */
static char** read_strings(int count, int room) {
  char** out = calloc((size_t)(count + room) + 1, sizeof(char*));
  for (int i = 0; out && i < count; ++i) {
    char* s = NULL;
    size_t cap = 0;
    if (getdelim(&s, &cap, '\0', stdin) <= 0) return NULL;
    out[i] = s;
  }
  return out;
}

struct run {
  const char* cut;
  int status, ended;
  char* out;
  size_t len;
};

static void take(struct run* r, int fd, size_t cap, int* eof) {
  char chunk[65536];
  for (;;) {
    ssize_t got = read(fd, chunk, sizeof chunk);
    if (got == 0) *eof = 1;
    if (got <= 0) return;
    r->out = realloc(r->out, r->len + (size_t)got);
    memcpy(r->out + r->len, chunk, (size_t)got);
    r->len += (size_t)got;
    if (r->len > cap) {
      r->cut = "output";
      return;
    }
  }
}

/* Feeds the input, collects the output, and ends the run as the job asks (see the top). */
static void watch(struct run* r, pid_t pid, int in, int out, const char* input, size_t size,
                  double wall, size_t cap, int close_input) {
  double deadline = now_ms() + wall, look = 0.1;
  size_t written = 0;
  int eof = 0;
  if (size == 0 && close_input) close(in), in = -1;
  while (!eof && !r->cut) {
    struct pollfd fds[2] = {{out, POLLIN, 0}, {in, POLLOUT, 0}};
    int waiting = in >= 0 && written < size;
    int settled = !close_input && written == size;
    double wait = settled ? look : 50.0;
    long ns = (long)(wait * 1e6);
    struct timespec t = {ns / 1000000000L, ns % 1000000000L};
    int ready = ppoll(fds, waiting ? 2 : 1, &t, NULL);
    if (ready > 0 && waiting && (fds[1].revents & (POLLOUT | POLLERR | POLLHUP))) {
      ssize_t put = write(in, input + written, size - written);
      if (put > 0)
        written += (size_t)put;
      else if (errno != EAGAIN)
        written = size; /* the build closed its input */
      if (written == size && close_input) close(in), in = -1;
    }
    size_t before = r->len;
    if (ready > 0 && (fds[0].revents & (POLLIN | POLLHUP | POLLERR))) take(r, out, cap, &eof);
    if (r->cut || eof) break;
    if (now_ms() >= deadline)
      r->cut = "timeout";
    else if (settled && r->len == before) {
      if (blocked_on_stdin(pid)) {
        take(r, out, cap, &eof); /* what it printed before it blocked is all there */
        if (!r->cut) r->cut = "wants-input";
      } else if (look < 3.0) {
        look *= 2;
      }
    } else {
      look = 0.1;
    }
  }
  int status = 0;
  while (!r->cut && !r->ended) { /* its output closed: it is exiting (woken by SIGCHLD) */
    if (waitpid(pid, &status, WNOHANG) == pid) {
      r->ended = 1;
    } else {
      double left = deadline - now_ms();
      if (left <= 0) {
        r->cut = "timeout";
      } else {
        sigset_t child;
        sigemptyset(&child);
        sigaddset(&child, SIGCHLD);
        long ns = (long)((left < 50 ? left : 50) * 1e6);
        struct timespec t = {ns / 1000000000L, ns % 1000000000L};
        sigtimedwait(&child, NULL, &t);
      }
    }
  }
  if (r->ended) r->status = WIFSIGNALED(status) ? -WTERMSIG(status) : WEXITSTATUS(status);
  if (in >= 0) close(in);
}

static void run_job(char** given, const char* scratch) {
  char line[256];
  if (!fgets(line, sizeof line, stdin)) exit(0); /* (the grader is done: remove_folder) */
  double wall;
  size_t cap, size;
  int close_input, argc, envc;
  if (sscanf(line, "%lf %zu %d %d %d %zu", &wall, &cap, &close_input, &argc, &envc, &size) != 6 ||
      argc < 1 || envc < 0) {
    fputs("launch: a bad job line\n", stderr);
    exit(2);
  }
  char** argv = read_strings(argc, 0);
  char** env = read_strings(envc, 2); /* (and HOME and TMPDIR) */
  char* input = malloc(size + 1);
  if (!argv || !env || !input || !read_all(input, size)) {
    fputs("launch: a job cut short\n", stderr);
    exit(2);
  }
  struct run r = {NULL, 0, 0, NULL, 0};
  int in[2], out[2];
  if (!folder[0]) {
    snprintf(folder, sizeof folder, "%s/hydra-grade-XXXXXX", scratch);
    long uid = strtol(given[0], NULL, 10), gid = strtol(given[1], NULL, 10);
    if (!mkdtemp(folder)) {
      perror("launch: cannot make a working folder");
      exit(2);
    }
    atexit(remove_folder);
    if (uid >= 0 && chown(folder, (uid_t)uid, (gid_t)gid) != 0) perror("launch: chown");
  }
  if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC)) {
    perror("launch: cannot prepare a run");
    exit(2);
  }
  for (int k = 0; k < 2; ++k) {
    env[envc + k] = malloc(strlen(folder) + 8);
    sprintf(env[envc + k], "%s=%s", k ? "TMPDIR" : "HOME", folder);
  }
  pid_t pid = fork();
  if (pid == 0) { /* its errors go to a file, as the grader's own runs do (FILE_BYTES holds) */
    int err = chdir(folder) == 0 ? open(".stderr", O_WRONLY | O_CREAT | O_TRUNC, 0644) : -1;
    setsid();
    if (err < 0 || dup2(in[0], 0) < 0 || dup2(out[1], 1) < 0 || dup2(err, 2) < 0) _exit(127);
    signal(SIGPIPE, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (become_build(given) != 0) _exit(127);
    execve(argv[0], argv, env);
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  if (pid < 0) {
    r.cut = "timeout"; /* no process to run: the grader runs this one itself */
  } else {
    fcntl(in[1], F_SETFL, O_NONBLOCK);
    fcntl(out[0], F_SETFL, O_NONBLOCK);
    watch(&r, pid, in[1], out[0], input, size, wall, cap, close_input);
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
    if (!r.ended) waitpid(pid, NULL, 0);
  }
  close(out[0]);
  nftw(folder, remove_entry, 16, FTW_DEPTH | FTW_PHYS); /* (empties it) */
  chmod(folder, 0700);                                  /* (in case the build changed it) */
  if (r.cut)
    printf("%s none %zu\n", r.cut, r.len);
  else
    printf("- %d %zu\n", r.status, r.len);
  fwrite(r.out, 1, r.len, stdout);
  fflush(stdout);
  for (int i = 0; i < argc; ++i) free(argv[i]);
  for (int i = 0; i < envc + 2; ++i) free(env[i]);
  free(argv), free(env), free(input), free(r.out);
}

int main(int argc, char** argv) {
  if (argc == 9 && strcmp(argv[1], "--batch") == 0) {
    signal(SIGPIPE, SIG_IGN); /* a build that closes its input ends its write, not the batch */
    sigset_t child; /* SIGCHLD waits to be taken by sigtimedwait (never blocked in a build) */
    sigemptyset(&child);
    sigaddset(&child, SIGCHLD);
    sigprocmask(SIG_BLOCK, &child, NULL);
    for (;;) run_job(argv + 2, argv[8]);
  }
  if (argc < 8) {
    fputs(
        "usage: launch UID GID CPU ADDRESS FILE PROCESSES PROGRAM [ARG...]\n"
        "       launch --batch UID GID CPU ADDRESS FILE PROCESSES SCRATCH < jobs\n",
        stderr);
    return 127;
  }
  if (become_build(argv + 1) != 0) return 127;
  execv(argv[7], argv + 7);
  perror("launch: cannot execute the build");
  return 127;
}
