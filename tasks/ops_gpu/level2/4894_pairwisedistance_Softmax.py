"""F.pairwise_distance -> Softmax: synthesised by warpgym synth (seed 9, index 260, torch#2, dim 0 x1034)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()

    def forward(self, x, x1):
        x = F.pairwise_distance(x, x1)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(8272, 16, 32, 32), torch.randn(8272, 16, 32, 32)]


def get_init_inputs():
    return []
