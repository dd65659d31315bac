"""torch.diff -> Softmax -> Linear: synthesised by warpgym synth (seed 9, index 605, torch#3, dim 0 x1137)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> Softmax -> Linear"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()
        self.linear_2 = nn.Linear(in_features=63, out_features=63)

    def forward(self, x):
        x = torch.diff(x)
        x = self.softmax_1(x)
        x = self.linear_2(x)
        return x


def get_inputs():
    return [torch.randn(36384, 128, 64)]


def get_init_inputs():
    return []
