"""GroupNorm -> F.pad -> ELU: synthesised by warpgym synth (seed 7, index 6375, torch#3, dim 0 x4020)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> F.pad -> ELU"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=16, num_groups=2)
        self.elu_2 = nn.ELU()

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = F.pad(x, pad=[1, 1])
        x = self.elu_2(x)
        return x


def get_inputs():
    return [torch.randn(16080, 16, 8, 8, 8)]


def get_init_inputs():
    return []
