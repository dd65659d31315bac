"""F.group_norm -> torch.sinh: synthesised by warpgym synth (seed 7, index 1306, torch#2, dim 0 x1641)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> torch.sinh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = torch.sinh(x)
        return x


def get_inputs():
    return [torch.randn(840192, 256)]


def get_init_inputs():
    return []
