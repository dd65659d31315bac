/* libwarpgym_sandbox_enter.so: a process contains ITSELF (the evaluation harness's candidate
 * process: a fork of a Python process that has already imported torch, before it imports any
 * agent code). The same mechanisms as the bash tool's sandbox (namespaces, mounts, device view,
 * rlimits, cgroup, identity; env_server/sandbox/), reached through a C ABI so that Python can call
 * it with ctypes (env_server/harness/sandbox_enter.py). The library depends on libc (glibc
 * 2.34+) and libgcc_s only: libstdc++ is linked in statically and every symbol but these three
 * functions is hidden, so it coexists with whatever libstdc++ torch loaded.
 *
 * int warpgym_sandbox_enter(const char* policy_json, char* err, size_t errlen);
 *   Must be called while the process is single-threaded (right after fork(); it checks).
 *   In order:
 *     1. parses and checks the policy (every path must exist; they are canonicalised);
 *     2. cgroup (when the policy has one): creates the call's group(s), writes the limits and
 *        moves the calling process in, so everything it starts is counted;
 *     3. user namespace: unshare(CLONE_NEWUSER). A non-root caller writes its own setgroups
 *        "deny", uid_map "U U 1", gid_map "G G 1". A root caller forks a helper first that
 *        stays outside and writes uid_map "U U 1", gid_map "G G 1" for the policy's uid/gid
 *        (setgroups left allowed); in step 5, once the kept paths are open, it switches to
 *        them (setgroups({}), setresgid, setresuid): the namespace's root is unmapped, so it
 *        keeps the namespace's capabilities for the mounts;
 *     4. unshare(CLONE_NEWPID|CLONE_NEWNET|CLONE_NEWNS|CLONE_NEWIPC|CLONE_NEWUTS) and fork().
 *        The calling process (the "intermediate") never returns: it waits for the inner one and
 *        _exit()s with its exit code, or re-raises its signal (no core), so the original pid's
 *        exit status mirrors the inner process. Killing the intermediate kills the inner
 *        process (PR_SET_PDEATHSIG SIGKILL) and with it, as PID 1 of its pid namespace,
 *        everything it started. SIGHUP/INT/QUIT/TERM/USR1/USR2/ALRM/PIPE are reset to their
 *        default action in the intermediate, so they end it too;
 *     5. the inner process (PID 1 of the new pid namespace) continues: setsid(), writable
 *        MAP_SHARED mappings unmapped (unless keep_shared_memory), hostname "warpgym-sandbox",
 *        the private file-system view (mounts.h: read-only root, private /tmp, hidden dirs,
 *        the kept paths bound back, the device view, a fresh /proc), chdir(cwd), rlimits,
 *        identity (uid/gid drop when root; every capability cleared; no_new_privs; made
 *        dumpable again so it can read its own /proc/self), then every descriptor >= 3 not in
 *        keep_fds closed, and last the seccomp filter (syscall_filter.h: keyrings, ptrace, bpf,
 *        perf_event_open, userfaultfd, modules, mounts, new namespaces, io_uring, ... denied);
 *     6. returns 0 in the inner process, which is now inside the sandbox.
 *   On failure returns -1 with a message in err (the failed call, its arguments and errno), in
 *   whichever process it failed: the caller (steps 1-4) or the inner process (step 5, whose
 *   exit status the intermediate then mirrors). The caller is expected to _exit; call
 *   warpgym_sandbox_cleanup once that process has ended, whether enter succeeded or not.
 *   On success err holds "" or a note: what was degraded (only with cgroup.required false), how
 *   many shared mappings were unmapped.
 *   Descriptors 1000.. are used during step 5 (one per kept path); enter fails if one is open.
 *
 * int warpgym_sandbox_cleanup(const char* policy_json, char* err, size_t errlen);
 *   For the caller, after the contained process has exited: SIGKILLs whatever is left in the
 *   call's cgroup(s) (a backstop: the pid namespace already took everything with it) and removes
 *   them. 0 on success (also when there is nothing to remove), -1 with a message otherwise.
 *   Thread-safe; only reads cgroup.{root,parent,name} of the policy.
 *
 * int warpgym_sandbox_abi_version(void);   returns 1 for the API described here.
 *
 * Policy JSON: an object; unknown keys are an error (a typo must not silently weaken the sandbox).
 *   workspace           string   optional. Bound back at its own path, READ-ONLY (nosuid, nodev;
 *                                exec allowed), the default cwd.
 *   workspace_writable  bool     default false: the workspace bound writable instead.
 *   writable_dirs       [string] bound writable (nosuid, nodev): e.g. the call's private
 *                                candidate dir. Must be writable by the sandbox uid.
 *   read_only_paths     [string] files or dirs bound read-only (nosuid, nodev; exec allowed):
 *                                e.g. the compiled extension, a cache dir.
 *   hidden_dirs         [string] covered by an empty tmpfs: the server's workdir. The paths above
 *                                stay reachable inside them (they are opened before the cover and
 *                                bound back afterwards, shallowest first).
 *   read_only_root      bool     default true: everything else read-only (mount_setattr).
 *   minimal_root        bool     default false. true: `/` is a fresh read-only tmpfs holding only
 *                                the host's system paths (/usr, the lib/bin links, the linker's
 *                                and passwd files of /etc, LD_LIBRARY_PATH's dirs; /sys too when
 *                                gpu_devices is set), system_paths, the paths above, a private
 *                                /tmp, the device view and /proc. hidden_dirs and read_only_root
 *                                then have nothing to do.
 *   system_paths        [string] more host paths for the minimal root, bound read-only (a
 *                                symlink is recreated as one).
 *   tmp_size_bytes      uint     private /tmp tmpfs, default 256 MiB (counts against the memory
 *                                cgroup).
 *   cwd                 string   default: workspace, else "/". Always set, so that an inherited
 *                                cwd inside a hidden dir cannot be used to read it.
 *   private_dev         bool     default true: the device view below. false: the host's /dev
 *                                (read-only; every GPU node visible), for degraded hosts only.
 *   dev_dir             string   default "/dev"; a fake dir for tests.
 *   gpu_devices         [uint]   the leased GPUs, as /dev/nvidia<N> minor numbers. dev_dir becomes
 *                                a tmpfs with only: null zero full random urandom tty ptmx pts,
 *                                links fd stdin stdout stderr, a private shm tmpfs, and, when this
 *                                list is not empty, nvidia<N> for each N plus nvidiactl
 *                                nvidia-uvm nvidia-uvm-tools nvidia-modeset nvidia-caps/. Every
 *                                other node is absent (ENOENT). Empty (the default): no NVIDIA
 *                                node at all.
 *   shm_size_bytes      uint     private <dev_dir>/shm tmpfs, default 256 MiB.
 *   user_namespace      bool     default true. Must be true for a non-root caller (mounts need
 *                                it); a root caller may pass false where a host refuses user
 *                                namespaces (it still drops to uid/gid).
 *   uid, gid            uint     root caller only: drop to them (default 65534; 0 is refused).
 *                                A non-root caller keeps its own uid (mapped 1:1).
 *   rlimits             object   {cpu_seconds (default 660), file_size_bytes (512 MiB), processes
 *                                (RLIMIT_NPROC, per uid, 1024), open_files (1024)}; RLIMIT_CORE is
 *                                always 0. Never RLIMIT_AS: CUDA reserves huge virtual ranges.
 *   cgroup              object   optional; without it no cgroup is used.
 *     root              string   default "/sys/fs/cgroup" (v1: its pids/ and memory/
 *                                hierarchies; v2: a cgroup2 mount, as on the GPU machines).
 *     parent            string   default "warpgym": the parent group, created when missing (v2:
 *                                +pids +memory enabled in root's and its subtree_control).
 *     name              string   required: the call's group, unique per call ([A-Za-z0-9._-]);
 *                                created by enter (it must not exist), removed by cleanup.
 *     pids_max          int      default 256; the intermediate and the inner process count.
 *     memory_bytes      int      default 4 GiB (v1 memory.limit_in_bytes, v2 memory.max).
 *     cpu_cores         number   optional: CPU time per wall second, in cores (v1
 *                                cpu.cfs_quota_us, v2 cpu.max); without it, no CPU cap. Where
 *                                the cpu controller is missing the cap is skipped and noted.
 *     background        bool     default false: true for work that must never delay the
 *                                judge's timing (compilers): the group yields the CPU to any
 *                                other runnable work (cpu.idle, else the least weight).
 *     required          bool     default true: enter fails when a controller is missing.
 *                                false: it goes on without it and says so in err.
 *   network             bool     optional; must be false: a fresh network namespace always
 *                                (loopback down, nothing reachable, 127.0.0.1 included).
 *   keep_fds            [int]    descriptors >= 3 to keep (e.g. the pipe the candidate reports
 *                                through); every other one is closed in the inner process, so no
 *                                socket to the server or directory outside the sandbox (usable
 *                                with openat) leaks in. 0-2 always stay. Default: none kept.
 *   keep_shared_memory  bool     default false: every MAP_SHARED mapping that is or may become
 *                                writable ("sh" and "mw" in /proc/self/smaps) is unmapped in the
 *                                inner process, since the unconfined fork server shares it.
 *
 * What stays the caller's job (docs/security.md): everything in the forking process's memory
 * at fork time is readable inside (load no reference outputs or secrets before forking); the
 * environment is inherited (scrub it); the interpreter and site-packages must be readable by the
 * sandbox uid; UNIX sockets at visible paths stay connectable (read-only mounts do not stop
 * connect): keep server sockets in the hidden workdir.
 */
#ifndef WARPGYM_SANDBOX_ENTER_H_
#define WARPGYM_SANDBOX_ENTER_H_

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

int warpgym_sandbox_enter(const char* policy_json, char* err, size_t errlen);
int warpgym_sandbox_cleanup(const char* policy_json, char* err, size_t errlen);
int warpgym_sandbox_abi_version(void);

#ifdef __cplusplus
}
#endif

#endif  // WARPGYM_SANDBOX_ENTER_H_
