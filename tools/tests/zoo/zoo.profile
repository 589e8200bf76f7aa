name: zoo
args: -testing
