"""torch.sign -> Softmax -> Linear -> F.pdist: synthesised by warpgym synth (seed 7, index 4166, torch#4, dim 0 x91)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sign -> Softmax -> Linear -> F.pdist"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()
        self.linear_2 = nn.Linear(in_features=256, out_features=256)

    def forward(self, x):
        x = torch.sign(x)
        x = self.softmax_1(x)
        x = self.linear_2(x)
        x = F.pdist(x)
        return x


def get_inputs():
    return [torch.randn(23296, 256)]


def get_init_inputs():
    return []
