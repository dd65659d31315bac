"""LogSigmoid -> F.celu -> F.mish: synthesised by warpgym synth (seed 7, index 5871, torch#3, dim 0 x4792)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> F.celu -> F.mish"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = F.celu(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(1226752, 256)]


def get_init_inputs():
    return []
