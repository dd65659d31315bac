"""torch.sinc -> Softmax2d -> torch.amin: synthesised by warpgym synth (seed 7, index 4913, torch#3, dim 0 x1465)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc -> Softmax2d -> torch.amin"""

    def __init__(self):
        super().__init__()
        self.softmax2d_1 = nn.Softmax2d()

    def forward(self, x):
        x = torch.sinc(x)
        x = self.softmax2d_1(x)
        x = torch.amin(x)
        return x


def get_inputs():
    return [torch.randn(46880, 128, 64)]


def get_init_inputs():
    return []
