"""F.glu -> F.softmax -> Linear: synthesised by warpgym synth (seed 7, index 4686, torch#3, dim 0 x2019)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.glu -> F.softmax -> Linear"""

    def __init__(self):
        super().__init__()
        self.linear_2 = nn.Linear(in_features=256, out_features=256)

    def forward(self, x):
        x = F.glu(x)
        x = F.softmax(x)
        x = self.linear_2(x)
        return x


def get_inputs():
    return [torch.randn(516864, 512)]


def get_init_inputs():
    return []
