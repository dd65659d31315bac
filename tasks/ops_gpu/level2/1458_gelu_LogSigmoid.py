"""F.gelu -> LogSigmoid: synthesised by warpgym synth (seed 7, index 2326, torch#2, dim 0 x10029)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = F.gelu(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(1283712, 256)]


def get_init_inputs():
    return []
