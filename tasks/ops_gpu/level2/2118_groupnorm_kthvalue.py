"""F.group_norm -> torch.kthvalue: synthesised by warpgym synth (seed 7, index 3347, torch#2, dim 0 x2974)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> torch.kthvalue"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = torch.kthvalue(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(23792, 256, 128)]


def get_init_inputs():
    return []
