"""LogSigmoid -> torch.i0 -> GroupNorm: synthesised by warpgym synth (seed 7, index 6224, torch#3, dim 0 x1263)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> torch.i0 -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.groupnorm_2 = nn.GroupNorm(num_channels=256, num_groups=2)

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = torch.i0(x)
        x = self.groupnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(323328, 256)]


def get_init_inputs():
    return []
