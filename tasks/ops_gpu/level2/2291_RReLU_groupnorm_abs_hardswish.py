"""RReLU -> F.group_norm -> torch.abs -> F.hardswish: synthesised by warpgym synth (seed 7, index 3624, torch#4, dim 0 x1171)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> F.group_norm -> torch.abs -> F.hardswish"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = F.group_norm(x, num_groups=2)
        x = torch.abs(x)
        x = F.hardswish(x)
        return x


def get_inputs():
    return [torch.randn(74944, 1024)]


def get_init_inputs():
    return []
