"""torch.cos -> LeakyReLU -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 3436, torch#3, dim 0 x15324)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> LeakyReLU -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x, x1):
        x = torch.cos(x)
        x = self.leakyrelu_1(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(61296, 16, 8, 8, 8), torch.randn(61296, 16, 8, 8, 8)]


def get_init_inputs():
    return []
