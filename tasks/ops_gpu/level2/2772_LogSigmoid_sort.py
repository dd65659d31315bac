"""LogSigmoid -> torch.sort: synthesised by warpgym synth (seed 7, index 4378, torch#2, dim 0 x16281)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.sort"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(2083968, 256)]


def get_init_inputs():
    return []
