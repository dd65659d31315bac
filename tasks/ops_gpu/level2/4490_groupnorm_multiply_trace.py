"""F.group_norm -> torch.multiply -> torch.trace: synthesised by warpgym synth (seed 8, index 78, torch#3, dim 0 x5671)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> torch.multiply -> torch.trace"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.group_norm(x, num_groups=2)
        x = torch.multiply(x, x1)
        x = torch.trace(x)
        return x


def get_inputs():
    return [torch.randn(725888, 256), torch.randn(725888, 256)]


def get_init_inputs():
    return []
