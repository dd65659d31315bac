"""ZeroPad2d -> GLU: synthesised by warpgym synth (seed 7, index 3130, torch#2, dim 0 x10611)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> GLU"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(679104, 1024)]


def get_init_inputs():
    return []
