"""LogSigmoid -> F.group_norm: synthesised by warpgym synth (seed 7, index 1468, torch#2, dim 0 x2327)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> F.group_norm"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(9308, 32, 32, 32)]


def get_init_inputs():
    return []
