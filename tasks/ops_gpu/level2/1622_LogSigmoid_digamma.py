"""LogSigmoid -> torch.digamma: synthesised by warpgym synth (seed 7, index 2573, torch#2, dim 0 x1177)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.digamma"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = torch.digamma(x)
        return x


def get_inputs():
    return [torch.randn(75328, 1024)]


def get_init_inputs():
    return []
