"""F.pairwise_distance -> ELU -> Softmax2d: synthesised by warpgym synth (seed 7, index 1056, torch#3, dim 0 x3296)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> ELU -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()
        self.softmax2d_2 = nn.Softmax2d()

    def forward(self, x, x1):
        x = F.pairwise_distance(x, x1)
        x = self.elu_1(x)
        x = self.softmax2d_2(x)
        return x


def get_inputs():
    return [torch.randn(26368, 64, 16, 16), torch.randn(26368, 64, 16, 16)]


def get_init_inputs():
    return []
