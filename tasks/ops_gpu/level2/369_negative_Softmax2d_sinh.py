"""torch.negative -> Softmax2d -> torch.sinh: synthesised by warpgym synth (seed 7, index 566, torch#3, dim 0 x1098)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> Softmax2d -> torch.sinh"""

    def __init__(self):
        super().__init__()
        self.softmax2d_1 = nn.Softmax2d()

    def forward(self, x):
        x = torch.negative(x)
        x = self.softmax2d_1(x)
        x = torch.sinh(x)
        return x


def get_inputs():
    return [torch.randn(35136, 128, 64)]


def get_init_inputs():
    return []
