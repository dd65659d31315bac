"""F.group_norm -> F.relu6: synthesised by warpgym synth (seed 7, index 2564, torch#2, dim 0 x3540)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> F.relu6"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(56640, 32, 256)]


def get_init_inputs():
    return []
