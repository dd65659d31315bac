"""F.pairwise_distance -> Softplus -> torch.cosh: synthesised by warpgym synth (seed 7, index 1463, torch#3, dim 0 x713)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> Softplus -> torch.cosh"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()

    def forward(self, x, x1):
        x = F.pairwise_distance(x, x1)
        x = self.softplus_1(x)
        x = torch.cosh(x)
        return x


def get_inputs():
    return [torch.randn(5704, 256, 128), torch.randn(5704, 256, 128)]


def get_init_inputs():
    return []
