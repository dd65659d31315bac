"""torch.unsqueeze -> Softmax: synthesised by warpgym synth (seed 7, index 6794, torch#2, dim 0 x1928)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.unsqueeze -> Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()

    def forward(self, x):
        x = torch.unsqueeze(x, -1)
        x = self.softmax_1(x)
        return x


def get_inputs():
    return [torch.randn(15424, 256, 128)]


def get_init_inputs():
    return []
