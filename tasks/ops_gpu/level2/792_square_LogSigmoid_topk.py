"""torch.square -> LogSigmoid -> torch.topk: synthesised by warpgym synth (seed 7, index 1281, torch#3, dim 0 x618)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> LogSigmoid -> torch.topk"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = torch.square(x)
        x = self.logsigmoid_1(x)
        x = torch.topk(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(158208, 512)]


def get_init_inputs():
    return []
