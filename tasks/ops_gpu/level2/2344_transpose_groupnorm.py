"""torch.transpose -> F.group_norm: synthesised by warpgym synth (seed 7, index 3698, torch#2, dim 0 x1719)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> F.group_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(27504, 32, 256)]


def get_init_inputs():
    return []
