"""torch.flipud -> Softmax -> Hardshrink -> GLU: synthesised by warpgym synth (seed 7, index 4151, torch#4, dim 0 x353)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> Softmax -> Hardshrink -> GLU"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()
        self.hardshrink_2 = nn.Hardshrink()
        self.glu_3 = nn.GLU()

    def forward(self, x):
        x = torch.flipud(x)
        x = self.softmax_1(x)
        x = self.hardshrink_2(x)
        x = self.glu_3(x)
        return x


def get_inputs():
    return [torch.randn(2824, 256, 128)]


def get_init_inputs():
    return []
