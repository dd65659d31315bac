"""F.relu6 -> torch.fix -> F.group_norm: synthesised by warpgym synth (seed 7, index 5605, torch#3, dim 0 x1751)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> torch.fix -> F.group_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.relu6(x)
        x = torch.fix(x)
        x = F.group_norm(x, num_groups=2)
        return x


def get_inputs():
    return [torch.randn(28016, 32, 256)]


def get_init_inputs():
    return []
