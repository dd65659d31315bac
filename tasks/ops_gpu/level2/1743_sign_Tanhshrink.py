"""torch.sign -> Tanhshrink: synthesised by warpgym synth (seed 7, index 2760, torch#2, dim 0 x2910)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sign -> Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_1 = nn.Tanhshrink()

    def forward(self, x):
        x = torch.sign(x)
        x = self.tanhshrink_1(x)
        return x


def get_inputs():
    return [torch.randn(46560, 32, 256)]


def get_init_inputs():
    return []
