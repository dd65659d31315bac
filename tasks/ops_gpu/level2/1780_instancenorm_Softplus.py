"""F.instance_norm -> Softplus: synthesised by warpgym synth (seed 7, index 2823, torch#2, dim 0 x15571)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.instance_norm -> Softplus"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = F.instance_norm(x)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(31142, 8, 8, 16, 16)]


def get_init_inputs():
    return []
